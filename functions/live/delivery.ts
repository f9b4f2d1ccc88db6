import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from '../adapters/dynamo.ts';
import { tableNames } from '../adapters/tables.ts';
import { logger } from '../http/logger.ts';
import type { ConnectionPoster } from './poster.ts';
import type { ServerMessage } from './protocol.ts';
import { closeConnection, subscriptionKey, type Subscription } from './subscriptions.ts';
import type { Timeline } from './timeline.ts';

/**
 * How long a sender holds a subscription: well past the fan-out function's time-out (30 s),
 * so a sender that is still running never finds its lease taken.
 */
export const LEASE_MS = 60_000;
/** Attempts to become the sender or hand the versions to the one who is; each failure means someone else moved. */
const MAX_TAKES = 10;

/** The game's stream as one fan-out job read it; read again when someone asks for a newer version. */
export interface GameReader {
  current(): Promise<Timeline>;
  /** The game through at least version `than`. */
  newer(than: number): Promise<Timeline>;
}

export interface DeliveryOptions {
  /** The lease the subscribe handler stored with a new subscription (its catch-up job holds it). */
  lease?: string;
  /** The subscription as the fan-out's Query saw it: nothing due there means no write at all. */
  known?: Subscription;
  now?: () => number;
}

/**
 * The one step that sends anything to a subscriber: send it versions (sent, newest] — after
 * `subscribed` if that has not gone yet — then advance `sent`. The live fan-out and the
 * catch-up after a subscribe both go through it, and so does a job that finds a gap (the
 * missing versions come from the stream it read).
 *
 * Only the holder of the subscription's lease sends. The lease is taken with a conditional
 * write; a job that finds it held asks the holder for its newest version instead (`wanted`,
 * another conditional write) and leaves; the holder lets go only with a conditional write
 * that fails while something newer is wanted, and then sends that too. So per connection and
 * game, versions go out one sender at a time, each once, in order, without a gap. A sender
 * that fails lets go having advanced `sent` to what it did post, and its job is retried.
 */
export async function deliver(target: { gameId: string; connectionId: string }, game: GameReader, poster: ConnectionPoster, options: DeliveryOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;
  const me = options.lease ?? randomUUID();
  let timeline = await game.current();
  const due = (s: Subscription) => !s.announced || s.sent < timeline.latest;
  if (options.known && !due(options.known) && options.lease === undefined) return;

  // 1. Become the sender, or leave what is due to the one who is.
  let held: Subscription | undefined;
  for (let attempt = 1; !held; attempt++) {
    if (attempt > MAX_TAKES) throw new Error(`could not take or hand over the delivery to ${target.connectionId} of game ${target.gameId}`);
    const taken = await take(target, me, now());
    if ('held' in taken) held = taken.held;
    else if (!taken.current || !due(taken.current)) return; // unsubscribed, or sent already
    else if (await ask(target, taken.current.lease!, timeline.latest, now())) return;
  }

  // 2. Send what is due, then let go, unless a newer version was asked for meanwhile.
  let { sent, announced } = held;
  if (sent > timeline.latest) timeline = await game.newer(sent);
  for (;;) {
    const upTo = timeline.latest;
    // Each message with the version it sends (none for `subscribed`), to record how far it got.
    const messages: { text: string; version?: number }[] = [];
    if (!announced) messages.push({ text: JSON.stringify({ type: 'subscribed', gameId: target.gameId, version: held.since } satisfies ServerMessage) });
    for (let v = sent + 1; v <= upTo; v++) messages.push({ text: timeline.update(v, held.viewer ?? null), version: v });
    try {
      for (const { text, version } of messages) {
        if ((await poster.post(target.connectionId, text)) === 'gone') return await closeConnection(target.connectionId);
        if (version === undefined) announced = true;
        else sent = version;
      }
    } catch (error) {
      await abandon(target, me, sent, announced);
      throw error;
    }
    const more = await letGo(target, me, upTo, now());
    if (more === undefined) return;
    timeline = await game.newer(more);
  }
}

type Key = { gameId: string; connectionId: string };
const keyOf = ({ gameId, connectionId }: Key) => subscriptionKey(gameId, connectionId);

/** Takes the lease if nobody holds it (or it ran out, or it is ours); otherwise says who holds it. */
async function take(target: Key, me: string, now: number): Promise<{ held: Subscription } | { current: Subscription | undefined }> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: keyOf(target),
        UpdateExpression: 'SET lease = :me, leaseUntil = :until',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lease) OR leaseUntil < :now OR lease = :me)',
        ExpressionAttributeValues: { ':me': me, ':until': now + LEASE_MS, ':now': now },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { held: Attributes as Subscription };
  } catch (error) {
    return { current: refusedItem(error) };
  }
}

/** Asks the live holder `holder` to send through `version` as well; false if it let go meanwhile. */
async function ask(target: Key, holder: string, version: number, now: number): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: keyOf(target),
        UpdateExpression: 'SET wanted = :v',
        ConditionExpression: 'lease = :holder AND leaseUntil >= :now AND (attribute_not_exists(wanted) OR wanted < :v)',
        ExpressionAttributeValues: { ':v': version, ':holder': holder, ':now': now },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return true;
  } catch (error) {
    const current = refusedItem(error);
    // Someone asked for as much already, and the same holder is still at it.
    return !!current && current.lease === holder && current.leaseUntil! >= now && (current.wanted ?? 0) >= version;
  }
}

/**
 * Lets go of the lease having sent through `upTo`; while a newer version is wanted the lease
 * is kept (and renewed) and that version returned, for the holder to send next.
 */
async function letGo(target: Key, me: string, upTo: number, now: number): Promise<number | undefined> {
  const table = tableNames().read;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: keyOf(target),
        UpdateExpression: 'SET sent = :upTo, announced = :yes REMOVE lease, leaseUntil, wanted',
        ConditionExpression: 'lease = :me AND (attribute_not_exists(wanted) OR wanted <= :upTo)',
        ExpressionAttributeValues: { ':upTo': upTo, ':yes': true, ':me': me },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return undefined;
  } catch (error) {
    const current = refusedItem(error);
    if (current?.lease !== me) {
      if (current) logger.warn('live delivery outran its lease; another sender took over', { ...target, upTo });
      return undefined;
    }
    // `wanted` may grow again meanwhile: it stays, and the next letGo sees it.
    await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: keyOf(target),
        UpdateExpression: 'SET sent = :upTo, announced = :yes, leaseUntil = :until',
        ConditionExpression: 'lease = :me',
        ExpressionAttributeValues: { ':upTo': upTo, ':yes': true, ':until': now + LEASE_MS, ':me': me },
      }),
    );
    return current.wanted;
  }
}

/** After a failed post: records what did go out and lets go, so the retried job sends the rest. */
async function abandon(target: Key, me: string, sent: number, announced: boolean): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: keyOf(target),
        UpdateExpression: 'SET sent = :sent, announced = :announced REMOVE lease, leaseUntil',
        ConditionExpression: 'lease = :me',
        ExpressionAttributeValues: { ':sent': sent, ':announced': announced, ':me': me },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The item a conditional update was refused on (undefined: there is none); rethrows anything else. */
function refusedItem(error: unknown): Subscription | undefined {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
  const item = error.Item as Record<string, AttributeValue> | undefined;
  return item && (unmarshall(item) as Subscription);
}
