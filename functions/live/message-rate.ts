import { ConditionalCheckFailedException, GetCommand, PutCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { logger } from '../adapters/logger.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { readTable, tableNames } from '../adapters/tables.ts';
import { connectionPoster, deleteConnection } from './poster.ts';
import { LiveError } from './protocol.ts';
import { afterMessage, OVER_RATE } from './rate.ts';
import { systemClock } from '../adapters/clock.ts';

/** Writes of the rate lost to the connection's other messages at once before the message is let through. */
const TRIES = 5;

/**
 * Counts one message of the connection against its rate (rate.ts) on AWS, where the socket is
 * API Gateway's: the connection's `due` in the read table, read and written back only if no
 * other message of it moved it meanwhile, so messages handled at once by several instances
 * are all counted. Whether it is within the rate. One read and one write a message.
 */
export async function withinRate(connectionId: string, now = systemClock.now()): Promise<boolean> {
  const key = readKeys.liveRate(connectionId);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: key, ConsistentRead: true }));
    const due = Item?.due as number | undefined;
    const next = afterMessage(due, now);
    if (next === undefined) return false;
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableNames().read,
          // Forgotten a minute after it stops mattering (TTL), if $disconnect did not delete it first.
          Item: { ...key, due: next, [readTable.ttlAttribute]: Math.ceil(next / 1000) + 60 },
          ...(due === undefined
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : { ConditionExpression: 'due = :due', ExpressionAttributeValues: { ':due': due } }),
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return true;
}

/**
 * Holds a message route to the rate: a message over it is not handled; the connection is told
 * why (an `error` message) and closed (DeleteConnection). Whether the message may go on. If the
 * rate cannot be read, the message goes on: its own handler meets the same database.
 */
export async function heldToRate(connectionId: string): Promise<boolean> {
  try {
    if (await withinRate(connectionId)) return true;
  } catch (error) {
    logger.warn('the connection’s message rate could not be counted; the message is handled', { error: String(error) });
    return true;
  }
  logger.info('closed for its rate', { connectionId });
  const refusal = new LiveError('invalid-request', `This connection sent ${OVER_RATE}; it is closed. Reconnect, and send at most that.`);
  await (await connectionPoster()).post(connectionId, JSON.stringify(refusal.toMessage()));
  await deleteConnection(connectionId);
  return false;
}
