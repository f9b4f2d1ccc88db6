import type { GameState } from '../../domain/platform/index.ts';
import { BatchGetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { TokenRevoked, verifyToken, type Authenticated } from '../players/players.ts';
import { loadGame } from './command/load.ts';
import { recallGame } from './warm-games.ts';

/**
 * The game now, for a read that answers it (GET /games/{gameId}), with the check of a bearer
 * token resting on the warm cache (`credential` not yet verified). On a warm function, one
 * consistent BatchGetItem of the game's item on the version after the one it knows, and of
 * the token's item: no item on that version, the game known is the newest; the token's item
 * gone, the token was replaced or erased (`TokenRevoked`: 401, at once). Otherwise one bounded
 * Query, the token's item read beside it (the edge awaits that same read before answering).
 * Undefined if no game has this id.
 */
export async function latestGame(gameId: string, credential?: Authenticated): Promise<GameState | undefined> {
  const known = recallGame(gameId);
  const token = credential && !credential.verified ? credential.tokenHash : undefined;
  if (known) {
    const { events, read } = tableNames();
    const { Responses = {}, UnprocessedKeys = {} } = await dynamo().send(
      new BatchGetCommand({
        RequestItems: {
          [events]: { Keys: [{ gameId, version: known.state.version + 1 }], ConsistentRead: true },
          ...(token && { [read]: { Keys: [readKeys.token(token)], ConsistentRead: true, ProjectionExpression: 'pk' } }),
        },
      }),
    );
    // A key left unread (DynamoDB's throttling) says nothing: the Query below decides.
    if (Object.keys(UnprocessedKeys).length === 0) {
      if (token) {
        if ((Responses[read] ?? []).length === 0) throw new TokenRevoked(token);
        credential!.verified = true;
      }
      if ((Responses[events] ?? []).length === 0) return known.state;
    }
  }
  if (credential) verifyToken(credential).catch(() => undefined);
  return (await loadGame(gameId))?.state;
}
