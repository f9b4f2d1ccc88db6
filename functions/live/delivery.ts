import { ConditionalCheckFailedException, itemFrom, UpdateCommand } from '../adapters/documents.ts';
import { randomUUID } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import pMap from 'p-map';
import { dynamo } from '../adapters/dynamo.ts';
import { tableNames } from '../adapters/tables.ts';
import { logger } from '../adapters/logger.ts';
import { liveUpdatesPushed } from '../observability/metrics.ts';
import { GameLog, readGame } from '../games/game-log.ts';
import type { ConnectionPoster } from './poster.ts';
import type { ServerMessage } from './protocol.ts';
import { closeConnection, cursorKey, expiresAtOf, followersOf, subscriptionKey, type Cursor, type Subscription } from './subscriptions.ts';
import { Timeline } from './timeline.ts';

/**
 * How long a sender holds a game: well past the fan-out function's time-out (30 s), so a
 * sender that is still running never finds its lease taken.
 */
export const LEASE_MS = 60_000;
/** Attempts to become the sender or hand the work to the one who is; each failure means someone else moved. */
const MAX_TAKES = 10;
/** Posts in flight at once: a game with many spectators does not open a socket each. */
const CONCURRENCY = 32;

export interface DeliveryOptions {
  /** The stored version the job is about: if every subscriber has had it already, nothing is written. */
  version?: number;
  now?: () => number;
}

/**
 * The one step that sends anything to a game's subscribers: each is sent the versions it has
 * not had, through the newest stored one — a new subscription `subscribed` first, then its
 * catch-up after its `after`, the others the versions after the game's cursor — and then the
 * cursor advances. The live fan-out of a stored version and the catch-up of a new
 * subscription both go through it; a version whose job was lost goes out with the next one.
 *
 * One sender per game at a time: the game's lease is taken with a conditional write, and a
 * job that finds it held marks the game `dirty` (another conditional write) and leaves; the
 * holder lets go only with a conditional write that fails while the game is dirty, and then
 * does another round with what is new. So per connection and game every version goes out
 * once, in order, without a gap; and a version costs the same few requests however many
 * follow the game (a subscription is written only when it starts or stops following the cursor).
 */
export async function deliver(gameId: string, poster: ConnectionPoster, options: DeliveryOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;
  const me = randomUUID();

  // 1. Become the game's sender, or leave what is new to the one who is.
  let cursor: Cursor | undefined;
  for (let attempt = 1; !cursor; attempt++) {
    if (attempt > MAX_TAKES) throw new Error(`could not take or hand over the live delivery of game ${gameId}`);
    const taken = await take(gameId, me, now());
    if ('held' in taken) cursor = taken.held;
    else if (await markDirty(gameId, taken.holder, now())) return;
  }

  // 2. Rounds until nothing new came meanwhile, then let go. Every message posted is counted,
  // whatever becomes of the rest of the job.
  let pushes = 0;
  const counted: ConnectionPoster = {
    async post(connectionId, message) {
      const result = await poster.post(connectionId, message);
      if (result === 'sent') pushes++;
      return result;
    },
  };
  let sent = cursor.sent;
  let behind: number;
  try {
    for (let first = true; ; first = false) {
      ({ sent, behind } = await round(gameId, sent, counted, first ? options.version : undefined));
      if (await letGo(gameId, me, sent, now())) break;
    }
  } catch (error) {
    await abandon(gameId, me);
    throw error;
  } finally {
    if (pushes > 0) liveUpdatesPushed(pushes);
  }
  // Those a post failed to keep their own position; the job's retry (SQS's, the local queue's) sends them the rest.
  if (behind > 0) throw new Error(`${behind} subscriber(s) of game ${gameId} could not be sent everything; the job is retried for them`);
}

/**
 * Sends every subscriber of the game what it has not had (the cursor is at `sent`): the newest
 * version sent, and how many subscribers a post failed to (they stay behind, on their own position).
 */
async function round(
  gameId: string,
  sent: number,
  poster: ConnectionPoster,
  version: number | undefined,
): Promise<{ sent: number; behind: number }> {
  // Both read after the lease was taken: nothing they show can change but by the holder.
  const [{ subscriptions }, firstRead] = await Promise.all([followersOf(gameId), readLog(gameId)]);
  let log = firstRead;
  const atCursor = (s: Subscription) => s.sent === undefined && s.announced;
  // A job delivered again, or late: everyone has it already.
  if (version !== undefined && version <= sent && subscriptions.every(atCursor)) return { sent, behind: 0 };
  // The game's last items (one Query) serve those at the cursor. A subscription made between
  // the two reads may start after the stream as read, and one behind the cursor (a catch-up)
  // needs the game from further back: read it again, back to the oldest version to send.
  const from = Math.min(...subscriptions.map((s) => s.sent ?? sent));
  if (subscriptions.length > 0 && (subscriptions.some((s) => (s.sent ?? 0) > log.latest) || !log.knows(from)))
    log = await readLog(gameId, from);
  const timeline = new Timeline(log);
  const latest = timeline.latest;

  let behind = 0;
  await pMap(
    subscriptions,
    async (subscription) => {
      const from = subscription.sent ?? sent;
      const messages: { text: string; version?: number }[] = [];
      if (!subscription.announced)
        messages.push({ text: JSON.stringify({ type: 'subscribed', gameId, version: subscription.since } satisfies ServerMessage) });
      for (let v = from + 1; v <= latest; v++) messages.push({ text: timeline.update(v, subscription.viewer ?? null), version: v });
      let announced = subscription.announced;
      let through = from;
      try {
        for (const { text, version: v } of messages) {
          if ((await poster.post(subscription.connectionId, text)) === 'gone') return await closeConnection(subscription.connectionId);
          if (v === undefined) announced = true;
          else through = v;
        }
      } catch (error) {
        // This one falls behind the cursor, on a position of its own: the next round sends it the rest.
        logger.warn('live update post failed', { gameId, connectionId: subscription.connectionId, error: String(error) });
        behind++;
        return placeOwn(subscription, through, announced);
      }
      // Caught up: from now on it follows the cursor.
      if (!atCursor(subscription)) await followCursor(subscription);
    },
    { concurrency: CONCURRENCY },
  );
  return { sent: latest, behind };
}

/** The game read back (to its last snapshot, or far enough to know it at `from`); none stored: an empty log. */
const readLog = async (gameId: string, from?: number): Promise<GameLog> => (await readGame(gameId, { from })) ?? new GameLog([]);

/** Takes the game's lease if nobody holds it (or it ran out); otherwise says who holds it. */
async function take(gameId: string, me: string, now: number): Promise<{ held: Cursor } | { holder: string | undefined }> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: cursorKey(gameId),
        UpdateExpression: 'SET lease = :me, leaseUntil = :until, gameId = :g, sent = if_not_exists(sent, :zero), expiresAt = :exp',
        ConditionExpression: 'attribute_not_exists(lease) OR leaseUntil < :now',
        ExpressionAttributeValues: { ':me': me, ':until': now + LEASE_MS, ':g': gameId, ':zero': 0, ':exp': expiresAtOf(now), ':now': now },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { held: Attributes as Cursor };
  } catch (error) {
    return { holder: refused<Cursor>(error)?.lease };
  }
}

/** Tells the live holder that something is new; false if it let go meanwhile (then take the lease). */
async function markDirty(gameId: string, holder: string | undefined, now: number): Promise<boolean> {
  if (holder === undefined) return false;
  try {
    await update(cursorKey(gameId), 'SET dirty = :yes', 'lease = :holder AND leaseUntil >= :now', {
      ':yes': true,
      ':holder': holder,
      ':now': now,
    });
    return true;
  } catch (error) {
    refused(error);
    return false;
  }
}

/**
 * Lets go of the lease with the cursor at `sent`: true, unless the game was marked dirty
 * meanwhile; then the lease is kept (renewed), the mark cleared, and another round is due.
 */
async function letGo(gameId: string, me: string, sent: number, now: number): Promise<boolean> {
  const values = { ':sent': sent, ':me': me, ':exp': expiresAtOf(now) };
  try {
    await update(
      cursorKey(gameId),
      'SET sent = :sent, expiresAt = :exp REMOVE lease, leaseUntil',
      'lease = :me AND attribute_not_exists(dirty)',
      values,
    );
    return true;
  } catch (error) {
    const current = refused<Cursor>(error);
    if (current?.lease !== me) {
      logger.warn('live delivery outran its lease; another sender took over', { gameId, sent });
      return true;
    }
    // A mark set after this clears it stays, and the next letGo sees it.
    await update(cursorKey(gameId), 'SET sent = :sent, expiresAt = :exp, leaseUntil = :until REMOVE dirty', 'lease = :me', {
      ...values,
      ':until': now + LEASE_MS,
    });
    return false;
  }
}

/** After a round that failed: lets go without moving the cursor, so the retried job sends it all. */
async function abandon(gameId: string, me: string): Promise<void> {
  try {
    await update(cursorKey(gameId), 'REMOVE lease, leaseUntil', 'lease = :me', { ':me': me });
  } catch (error) {
    refused(error);
  }
}

/** A subscription caught up with the cursor follows it from now on (unless it was replaced meanwhile). */
async function followCursor(subscription: Subscription): Promise<void> {
  try {
    await update(
      subscriptionKey(subscription.gameId, subscription.connectionId),
      'SET announced = :yes REMOVE sent',
      'subscriptionId = :id',
      {
        ':yes': true,
        ':id': subscription.subscriptionId,
      },
    );
  } catch (error) {
    refused(error); // unsubscribed meanwhile
  }
}

/** A subscription that could not be sent everything keeps a position of its own, where it got to. */
async function placeOwn(subscription: Subscription, sent: number, announced: boolean): Promise<void> {
  try {
    await update(
      subscriptionKey(subscription.gameId, subscription.connectionId),
      'SET sent = :sent, announced = :announced',
      'subscriptionId = :id',
      {
        ':sent': sent,
        ':announced': announced,
        ':id': subscription.subscriptionId,
      },
    );
  } catch (error) {
    refused(error);
  }
}

function update(
  Key: Record<string, string>,
  UpdateExpression: string,
  ConditionExpression: string,
  ExpressionAttributeValues: Record<string, unknown>,
) {
  return dynamo().send(
    new UpdateCommand({
      TableName: tableNames().read,
      Key,
      UpdateExpression,
      ConditionExpression,
      ExpressionAttributeValues,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    }),
  );
}

/** The item a conditional update was refused on (undefined: there is none); rethrows anything else. */
function refused<T>(error: unknown): T | undefined {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
  const item = error.Item as Record<string, AttributeValue> | undefined;
  return item && (itemFrom(item) as T);
}
