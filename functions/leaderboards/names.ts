import { BatchGetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { sendUntilProcessed } from '../adapters/retry.ts';
import { tableNames } from '../adapters/tables.ts';
import type { FinishedGame } from './finished-game.ts';

/**
 * Boards show a player's name as it is now (PATCH /players/me renames the lines), so a line
 * takes the name on the profile, not the one the game was played under: counted as the game
 * ends or rebuilt from the events later, a board names everyone alike. An id without a profile
 * keeps its seat's name.
 */
export const namedNow = (game: FinishedGame, names: ReadonlyMap<string, string>): FinishedGame => ({
  ...game,
  players: game.players.map((p) => ({ ...p, name: names.get(p.playerId) ?? p.name })),
});

const BATCH = 100;

/** The profiles' names of these players (for the rebuild), 100 a request, what DynamoDB leaves unprocessed asked again. */
export async function profileNames(playerIds: readonly string[]): Promise<Map<string, string>> {
  const table = tableNames().read;
  const names = new Map<string, string>();
  for (let i = 0; i < playerIds.length; i += BATCH) {
    const keys = playerIds.slice(i, i + BATCH).map((id) => ({ ...readKeys.profile(id) }) as Record<string, unknown>);
    await sendUntilProcessed('profile names', keys, async (pending) => {
      const { Responses, UnprocessedKeys } = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: { Keys: [...pending], ProjectionExpression: 'playerId, #name', ExpressionAttributeNames: { '#name': 'name' } },
          },
        }),
      );
      for (const item of Responses?.[table] ?? []) names.set(item.playerId as string, item.name as string);
      return (UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
    });
  }
  return names;
}
