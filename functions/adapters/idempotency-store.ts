import { ConditionalCheckFailedException, DeleteCommand, itemFrom, PutCommand, UpdateCommand } from './documents.ts';
import { dynamo } from './dynamo.ts';
import { readTable, tableNames } from './tables.ts';

/** docs/contract.md: a key is remembered for 24 hours. DynamoDB's TTL deletes the item some time after. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;
/**
 * How long a request holds its key while it runs. Longer than an HTTP function may run (10 s),
 * so a key is taken over only from a request that can no longer finish.
 */
const LEASE_MS = 15_000;

/** The answer kept under a key, as it is replayed. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
}

export type Claim = { kind: 'claimed' } | { kind: 'answered'; answer: KeptAnswer } | { kind: 'in-progress' } | { kind: 'other-request' };

/** One item per caller and key in the read table. */
const keyOf = (caller: string, key: string) => ({ pk: `IDEMPOTENCY#${caller}`, sk: `KEY#${key}` });

/**
 * Takes `key` for the request with this hash, in one conditional write: a key nobody holds (or
 * whose 24 hours are over, or whose holder's lease ran out) is claimed; otherwise the item
 * already there, which the failed condition hands back, says what to do.
 */
export async function claimKey(caller: string, key: string, requestHash: string, now = Date.now()): Promise<Claim> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableNames().read,
        Item: { ...keyOf(caller, key), requestHash, state: 'pending', leaseUntil: now + LEASE_MS, [readTable.ttlAttribute]: expiry(now) },
        ConditionExpression: 'attribute_not_exists(pk) OR #expires < :nowSeconds OR (#state = :pending AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#expires': readTable.ttlAttribute, '#state': 'state' },
        ExpressionAttributeValues: { ':nowSeconds': Math.floor(now / 1000), ':pending': 'pending', ':now': now },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { kind: 'claimed' };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException) || !error.Item) throw error;
    const held = itemFrom(error.Item);
    if (held.requestHash !== requestHash) return { kind: 'other-request' };
    if (held.state !== 'done') return { kind: 'in-progress' };
    return {
      kind: 'answered',
      answer: { status: held.status, headers: held.headers ?? {}, body: held.body === undefined ? undefined : JSON.parse(held.body) },
    };
  }
}

/** Keeps the answer of the request that holds the key, for its replays. */
export async function keepAnswer(caller: string, key: string, requestHash: string, answer: KeptAnswer, now = Date.now()): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().read,
      Key: keyOf(caller, key),
      // The body as JSON text: a replay serializes to the very same text, whatever the body holds.
      UpdateExpression: `SET #state = :done, #status = :status, headers = :headers, #expires = :expires${answer.body === undefined ? '' : ', body = :body'} REMOVE leaseUntil`,
      ConditionExpression: 'requestHash = :hash',
      ExpressionAttributeNames: { '#state': 'state', '#status': 'status', '#expires': readTable.ttlAttribute },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':status': answer.status,
        ':headers': answer.headers,
        ':expires': expiry(now),
        ':hash': requestHash,
        ...(answer.body !== undefined && { ':body': JSON.stringify(answer.body) }),
      },
    }),
  );
}

/** Lets the key go: a refused or failed request is not remembered (docs/contract.md). */
export async function releaseKey(caller: string, key: string, requestHash: string): Promise<void> {
  await dynamo()
    .send(
      new DeleteCommand({
        TableName: tableNames().read,
        Key: keyOf(caller, key),
        ConditionExpression: '#state = :pending AND requestHash = :hash',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':hash': requestHash },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

const expiry = (now: number) => Math.floor((now + IDEMPOTENCY_WINDOW_MS) / 1000);
