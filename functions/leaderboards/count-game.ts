import { TransactGetCommand, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { withRetries } from '../adapters/retry.ts';
import { tableNames } from '../adapters/tables.ts';
import { addGame } from './entry.ts';
import type { FinishedGame } from './finished-game.ts';
import { entryItem, entryKey, entryOf, markerKey, MARKER_LIFETIME_MS } from './items.ts';
import { erased, namedNow } from './names.ts';

const MAX_ATTEMPTS = 8;

/**
 * Counts a finished game on its board, once. One transaction writes the game's marker (only
 * if absent) and every player's new line (only if the line is still as it was read), so a
 * redelivered record finds the marker and changes nothing, and two games of the same player
 * counted at once (different stream shards on AWS) cannot lose each other's update: the loser
 * reads again and retries. Each line takes the name on the player's profile, read with the
 * lines and checked unchanged by the same transaction, so a rename in between (PATCH
 * /players/me) cannot be undone by an old name. Returns false when the game had been counted already.
 */
export async function countGame(game: FinishedGame): Promise<boolean> {
  const table = tableNames().read;
  const ids = game.players.map((p) => p.playerId);
  const count = async (): Promise<boolean> => {
    const keys = [markerKey(game.gameId), ...ids.map((id) => entryKey(game.leaderboard, id)), ...ids.map((id) => readKeys.profile(id))];
    const { Responses = [] } = await dynamo().send(
      new TransactGetCommand({ TransactItems: keys.map((Key) => ({ Get: { TableName: table, Key } })) }),
    );
    if (Responses[0]?.Item) return false;
    const previous = ids.map((_, i) => Responses[i + 1]?.Item);
    const profiles = ids.map((_, i) => Responses[i + 1 + ids.length]?.Item);
    const names = new Map(profiles.flatMap((p) => (p ? [[p.playerId as string, p.name as string] as const] : [])));
    const named = namedNow(game, names);
    // A person erased (no profile, a sealed name) gets no line: the board leaves them out, as erasure did.
    const lines = ids.flatMap((id, i) => (erased(game.players[i]!, names) ? [] : [{ id, before: previous[i] }]));
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: {
                ...markerKey(game.gameId),
                board: game.leaderboard,
                expiresAt: Math.floor((game.endedAt + MARKER_LIFETIME_MS) / 1000),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...lines.map(({ id, before }) => {
            return {
              Put: {
                TableName: table,
                Item: entryItem(addGame(before && entryOf(before), named, id)),
                ...(before
                  ? { ConditionExpression: 'games = :games', ExpressionAttributeValues: { ':games': before.games } }
                  : { ConditionExpression: 'attribute_not_exists(pk)' }),
              },
            };
          }),
          ...ids.map((id, i) => {
            const profile = profiles[i];
            return {
              ConditionCheck: {
                TableName: table,
                Key: readKeys.profile(id),
                ...(profile
                  ? {
                      ConditionExpression: '#name = :name',
                      ExpressionAttributeNames: { '#name': 'name' },
                      ExpressionAttributeValues: { ':name': profile.name },
                    }
                  : { ConditionExpression: 'attribute_not_exists(pk)' }),
              },
            };
          }),
        ],
      }),
    );
    return true;
  };
  // Marker, a line or a name changed since the read (or a transaction conflict): read again.
  const changedMeanwhile = (error: Error) => error instanceof TransactionCanceledException;
  try {
    return await withRetries(count, { attempts: MAX_ATTEMPTS, firstDelayMs: 10, maxDelayMs: 200, retryable: changedMeanwhile });
  } catch (error) {
    if (!changedMeanwhile(error as Error)) throw error;
    throw new Error(`game ${game.gameId}: its players' lines or names kept changing; the record will be retried`, { cause: error });
  }
}
