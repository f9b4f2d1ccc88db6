import { GetCommand, PutCommand, QueryCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import type { DeliveryMessage } from './queue.ts';

export type Outcome = 'delivered' | 'retrying' | 'dead-lettered' | 'disabled';

export interface AttemptRecord {
  eventId: string;
  type: string;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  at: string;
  nextRetryAt: string | null;
  outcome: Outcome;
}

/** The log and the dead letters are kept 30 days (the read table's TTL removes them). */
const KEEP_SECONDS = 30 * 24 * 3600;
const expiresAt = () => Math.floor(Date.now() / 1000) + KEEP_SECONDS;

/**
 * Every attempt is one item under its subscription, sorted by time, so the log reads newest
 * first with one Query. Event id and attempt in the key keep same-millisecond attempts apart.
 */
export async function logAttempt(subscriptionId: string, record: AttemptRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableNames().read,
      Item: { ...readKeys.deliveryAttempt(subscriptionId, record.at, record.eventId, record.attempt), ...record, expiresAt: expiresAt() },
    }),
  );
}

/**
 * The ledger of acknowledgements: a webhook-id its receiver answered with a 2xx is never sent
 * to that subscription again, whatever hands the message over once more (SQS's at-least-once
 * delivery, a stream record read again, a restart). Kept as long as the log.
 */
export async function markDelivered(message: DeliveryMessage, at: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableNames().read,
      Item: { ...readKeys.delivered(message.subscriptionId, message.id), at, expiresAt: expiresAt() },
    }),
  );
}

export async function wasDelivered(message: DeliveryMessage): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.delivered(message.subscriptionId, message.id), ConsistentRead: true }),
  );
  return Item !== undefined;
}

/** The dead-letter store: the whole message, so it can be inspected or sent again by hand. */
export async function deadLetter(message: DeliveryMessage, lastError: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableNames().read,
      Item: {
        ...readKeys.deadLetter(message.subscriptionId, message.id),
        message,
        lastError,
        at: new Date().toISOString(),
        expiresAt: expiresAt(),
      },
    }),
  );
}

export async function listAttempts(
  subscriptionId: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ attempts: AttemptRecord[]; lastKey: Record<string, unknown> | undefined }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      ...queryRange(readKeys.deliveryAttemptsOf(subscriptionId)),
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const attempts = (page.Items ?? []).map(({ eventId, type, attempt, statusCode, error, at, nextRetryAt, outcome }) => ({
    eventId,
    type,
    attempt,
    statusCode,
    error,
    at,
    nextRetryAt,
    outcome,
  })) as AttemptRecord[];
  return { attempts, lastKey: page.LastEvaluatedKey };
}
