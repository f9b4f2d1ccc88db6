import { ConditionalCheckFailedException, DeleteCommand, GetCommand, itemFrom, PutCommand, UpdateCommand } from './documents.ts';
import { dynamo } from './dynamo.ts';
import type { WithItem } from './event-store.ts';
import { writeSurely } from './landed.ts';
import { readKeys } from './read-keys.ts';
import { readTable, tableNames } from './tables.ts';
import { systemClock } from './clock.ts';

/**
 * Idempotency-Key, all of its storage (docs/contract.md, Commands): a command's key rides on
 * the command's own write; every other POST's key is claimed before its request runs and keeps
 * its answer. Either is remembered for this long; DynamoDB's TTL deletes the item some time after.
 */
export const IDEMPOTENCY_LIFETIME_MS = 24 * 3600 * 1000;

/** When a key (or a POST's kept answer) remembered from `now` expires, in seconds as the TTL attribute holds it. */
export const expiresAt = (now: number) => Math.floor((now + IDEMPOTENCY_LIFETIME_MS) / 1000);

// ——— A command's key ———

/** A command sent with an Idempotency-Key. */
export interface KeyedCommand {
  gameId: string;
  actor: string;
  key: string;
  requestHash: string;
}

/** What a key remembers of the command first sent with it: the version it wrote, and its body's hash. */
export interface EarlierCommand {
  version: number;
  requestHash: string;
}

/**
 * The key's item, written in the same transaction as the command's item (so a key is stored
 * exactly when its command is): its condition fails if the key is taken and still alive
 * (TTL deletes lag, so `expiresAt` is checked too), and then the item found comes back.
 */
export function keyWrite(command: KeyedCommand, version: number, now: number): WithItem {
  return {
    Put: {
      TableName: tableNames().read,
      Item: {
        ...readKeys.commandKey(command.gameId, command.actor, command.key),
        version,
        requestHash: command.requestHash,
        expiresAt: expiresAt(now),
      },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
      ExpressionAttributeValues: { ':now': Math.floor(now / 1000) },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** The earlier command a key item says was sent (undefined: the item is not one, or has expired). */
export function earlierOf(item: Record<string, unknown> | undefined, now: number): EarlierCommand | undefined {
  if (!item || typeof item.version !== 'number' || (item.expiresAt as number) < Math.floor(now / 1000)) return undefined;
  return { version: item.version, requestHash: item.requestHash as string };
}

/**
 * The earlier command sent with this key, read (one GetItem) only when the command was not
 * applied this time: a retry of a command that was applied may be refused by the game it left.
 */
export async function findEarlier(command: KeyedCommand, now: number): Promise<EarlierCommand | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableNames().read,
      Key: readKeys.commandKey(command.gameId, command.actor, command.key),
      ConsistentRead: true,
    }),
  );
  return earlierOf(Item, now);
}

// ——— Another POST's key ———

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

export type Claim =
  | { kind: 'claimed' }
  /** Answered, by the request of this attempt. */
  | { kind: 'answered'; answer: KeptAnswer; attempt: string }
  | { kind: 'in-progress' }
  | { kind: 'other-request' };

/**
 * What a read of the key finds (findKey): a claim as claimKey would meet it, or nobody's key
 * (`free`: never claimed, let go, or past its 24 hours), or the claim of a request that can no
 * longer finish (`abandoned`: its lease ran out), which claimKey would take over.
 */
export type Found = Exclude<Claim, { kind: 'claimed' }> | { kind: 'free' } | { kind: 'abandoned' };

/** A request's claim on its key: who asks, the key, the request's hash, and the attempt (random, one per request) that holds it. */
export interface KeyClaim {
  caller: string;
  key: string;
  requestHash: string;
  attempt: string;
}

/**
 * Takes the key for this request, in one conditional write: a key nobody holds (or whose 24
 * hours are over, or whose holder's lease ran out) is claimed; otherwise the item already
 * there, which the failed condition hands back, says what to do. A claim that names our own
 * attempt is ours: the write landed and its answer was lost (the client tried it again, or
 * looked for it when no answer came: writeSurely).
 */
export async function claimKey(claim: KeyClaim, now = systemClock.now()): Promise<Claim> {
  const { caller, key, requestHash, attempt } = claim;
  const ours = (held: Record<string, unknown> | undefined) =>
    held?.requestHash === requestHash && held.state !== 'done' && held.attempt === attempt;
  try {
    const put = () =>
      dynamo().send(
        new PutCommand({
          TableName: tableNames().read,
          Item: {
            ...readKeys.postKey(caller, key),
            requestHash,
            attempt,
            state: 'pending',
            leaseUntil: now + LEASE_MS,
            [readTable.ttlAttribute]: expiresAt(now),
          },
          ConditionExpression: 'attribute_not_exists(pk) OR #expires < :nowSeconds OR (#state = :pending AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#expires': readTable.ttlAttribute, '#state': 'state' },
          ExpressionAttributeValues: { ':nowSeconds': Math.floor(now / 1000), ':pending': 'pending', ':now': now },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
    await writeSurely(put, async () => ours(await keyItem(claim)));
    return { kind: 'claimed' };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException) || !error.Item) throw error;
    const held = itemFrom(error.Item);
    if (ours(held)) return { kind: 'claimed' };
    return heldFor(held, requestHash);
  }
}

/** The key's item, read consistently. */
async function keyItem({ caller, key }: Pick<KeyClaim, 'caller' | 'key'>): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.postKey(caller, key), ConsistentRead: true }),
  );
  return Item;
}

/**
 * What the key holds now, read (consistently) without claiming it: for a request that may only
 * be answered from a key that is already there (a token's rotation retried with the token it
 * replaced: functions/http/idempotency.ts, replayForReplacedToken).
 */
export async function findKey(claim: KeyClaim, now = systemClock.now()): Promise<Found> {
  const Item = await keyItem(claim);
  if (!Item || (Item[readTable.ttlAttribute] as number) < Math.floor(now / 1000)) return { kind: 'free' };
  // Only the same request may take over an abandoned claim from here (the first one's work is to be answered).
  if (Item.requestHash === claim.requestHash && Item.state !== 'done' && (Item.leaseUntil as number) < now) return { kind: 'abandoned' };
  return heldFor(Item, claim.requestHash);
}

/** What a key's item, alive and held, answers a request of this hash. */
function heldFor(held: ReturnType<typeof itemFrom>, requestHash: string): Exclude<Claim, { kind: 'claimed' }> {
  if (held.requestHash !== requestHash) return { kind: 'other-request' };
  if (held.state !== 'done') return { kind: 'in-progress' };
  return {
    kind: 'answered',
    answer: { status: held.status, headers: held.headers ?? {}, body: held.body === undefined ? undefined : JSON.parse(held.body) },
    attempt: held.attempt,
  };
}

/**
 * Keeps the answer of the request that holds the key, for its replays; when no answer comes,
 * kept if the key's item is found done by our attempt, else written again (writeSurely).
 */
export async function keepAnswer(claim: KeyClaim, answer: KeptAnswer, now = systemClock.now()): Promise<void> {
  const { caller, key, requestHash, attempt } = claim;
  const update = () =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: readKeys.postKey(caller, key),
        // The body as JSON text: a replay serializes to the very same text, whatever the body holds.
        UpdateExpression: `SET #state = :done, #status = :status, headers = :headers, #expires = :expires${answer.body === undefined ? '' : ', body = :body'} REMOVE leaseUntil`,
        ConditionExpression: 'requestHash = :hash',
        ExpressionAttributeNames: { '#state': 'state', '#status': 'status', '#expires': readTable.ttlAttribute },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':status': answer.status,
          ':headers': answer.headers,
          ':expires': expiresAt(now),
          ':hash': requestHash,
          ...(answer.body !== undefined && { ':body': JSON.stringify(answer.body) }),
        },
      }),
    );
  await writeSurely(update, async () => {
    const held = await keyItem(claim);
    return held?.state === 'done' && held.attempt === attempt;
  });
}

/** Lets our claim go (not one that took over after our lease): a refused or failed request is not remembered. */
export async function releaseKey({ caller, key, attempt }: KeyClaim): Promise<void> {
  await dynamo()
    .send(
      new DeleteCommand({
        TableName: tableNames().read,
        Key: readKeys.postKey(caller, key),
        ConditionExpression: '#state = :pending AND attempt = :attempt',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':attempt': attempt },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}
