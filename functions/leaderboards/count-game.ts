import { TransactGetCommand, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { withRetries } from '../adapters/retry.ts';
import { tableNames } from '../adapters/tables.ts';
import { addGame } from './entry.ts';
import type { FinishedGame } from './finished-game.ts';
import { entryItem, entryKey, entryOf, markerKey, MARKER_LIFETIME_MS } from './items.ts';
import { namedNow } from './names.ts';
import { notErased } from '../privacy/tombstone.ts';

const MAX_ATTEMPTS = 8;

/**
 * Counts a finished game on its board, once. One transaction writes the game's marker (only
 * if absent) and every player's new line (only if the line is still as it was read), so a
 * redelivered record finds the marker and changes nothing, and two games of the same player
 * counted at once (different stream shards on AWS) cannot lose each other's update: the loser
 * reads again and retries. Each line takes the name on the player's profile, read with the
 * lines and checked unchanged by the same transaction, so a rename in between (PATCH
 * /players/me) cannot be undone by an old name. An erased player (their tombstone read with the
 * rest) gets no line. Returns false when the game had been counted already.
 */
export async function countGame(game: FinishedGame): Promise<boolean> {
  const table = tableNames().read;
  const seated = game.players.map((p) => p.playerId);
  const count = async (): Promise<boolean> => {
    const keys = [
      markerKey(game.gameId),
      ...seated.map((id) => entryKey(game.leaderboard, id)),
      ...seated.map((id) => readKeys.profile(id)),
      ...seated.map((id) => readKeys.erased(id)),
    ];
    const { Responses = [] } = await dynamo().send(
      new TransactGetCommand({ TransactItems: keys.map((Key) => ({ Get: { TableName: table, Key } })) }),
    );
    if (Responses[0]?.Item) return false;
    // An erased player gets no line (privacy/tombstone.ts): a game their erasure ended counts for the others alone.
    const kept = seated.flatMap((_, i) => (Responses[i + 1 + 2 * seated.length]?.Item ? [] : [i]));
    const ids = kept.map((i) => seated[i]!);
    const previous = kept.map((i) => Responses[i + 1]?.Item);
    const profiles = kept.map((i) => Responses[i + 1 + seated.length]?.Item);
    const named = namedNow(game, new Map(profiles.flatMap((p) => (p ? [[p.playerId as string, p.name as string] as const] : []))));
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
          ...ids.map((id, i) => {
            const before = previous[i];
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
          ...ids.map(notErased),
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
