import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/dynamo.ts';
import { withRetries } from '../adapters/retry.ts';
import { tableNames } from '../adapters/tables.ts';
import { addGame } from './entry.ts';
import type { FinishedGame } from './finished-game.ts';
import { entryItem, entryKey, entryOf, markerKey, MARKER_LIFETIME_MS } from './items.ts';

const MAX_ATTEMPTS = 8;

/**
 * Counts a finished game on its board, once. One transaction writes the game's marker (only
 * if absent) and every player's new line (only if the line is still as it was read), so a
 * redelivered record finds the marker and changes nothing, and two games of the same player
 * counted at once (different stream shards on AWS) cannot lose each other's update: the loser
 * reads again and retries. Returns false when the game had been counted already.
 */
export async function countGame(game: FinishedGame): Promise<boolean> {
  const table = tableNames().read;
  const ids = game.players.map((p) => p.playerId);
  const count = async (): Promise<boolean> => {
    const { Responses = [] } = await dynamo().send(
      new TransactGetCommand({
        TransactItems: [markerKey(game.gameId), ...ids.map((id) => entryKey(game.board, id))].map((Key) => ({
          Get: { TableName: table, Key },
        })),
      }),
    );
    if (Responses[0]?.Item) return false;
    const previous = ids.map((_, i) => Responses[i + 1]?.Item);
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: { ...markerKey(game.gameId), board: game.board, expiresAt: Math.floor((game.endedAt + MARKER_LIFETIME_MS) / 1000) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...ids.map((id, i) => {
            const before = previous[i];
            return {
              Put: {
                TableName: table,
                Item: entryItem(addGame(before && entryOf(before), game, id)),
                ...(before
                  ? { ConditionExpression: 'games = :games', ExpressionAttributeValues: { ':games': before.games } }
                  : { ConditionExpression: 'attribute_not_exists(pk)' }),
              },
            };
          }),
        ],
      }),
    );
    return true;
  };
  // Marker or a line changed since the read (or a transaction conflict): read again.
  const changedMeanwhile = (error: Error) => error instanceof TransactionCanceledException;
  try {
    return await withRetries(count, { attempts: MAX_ATTEMPTS, firstDelayMs: 10, maxDelayMs: 200, retryable: changedMeanwhile });
  } catch (error) {
    if (!changedMeanwhile(error as Error)) throw error;
    throw new Error(`game ${game.gameId}: its players' lines kept changing; the record will be retried`, { cause: error });
  }
}
