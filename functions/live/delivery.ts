import {
  ConditionalCheckFailedException,
  itemFrom,
  TransactionCanceledException,
  TransactWriteCommand,
  UpdateCommand,
} from '../adapters/documents.ts';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { LRUCache } from 'lru-cache';
import pMap from 'p-map';
import { batchGet, keyOf } from '../adapters/batch-get.ts';
import { databaseUnreachable, dynamo } from '../adapters/dynamo.ts';
import { readKeys, type Key } from '../adapters/read-keys.ts';
import { withRetries } from '../adapters/retry.ts';
import { tableNames } from '../adapters/tables.ts';
import { logger } from '../adapters/logger.ts';
import { liveUpdatesPushed } from '../observability/metrics.ts';
import type { StreamItem } from '../adapters/event-store.ts';
import { GameLog, readGame } from '../games/game-log.ts';
import { rememberGame, warmTransition } from '../games/warm-games.ts';
import type { ConnectionPoster } from './poster.ts';
import { revealNamesInJson } from '../privacy/reveal.ts';
import type { ServerMessage } from './protocol.ts';
import type { CarriedItem } from './queue.ts';
import {
  closeConnection,
  expiresAtOf,
  getSubscriber,
  STORED_ID,
  subscribersOf,
  unsubscribe,
  type Cursor,
  type Subscriber,
} from './subscribers.ts';
import { Timeline, type GameSource } from './timeline.ts';

/** Posts in flight at once: a game with many subscribers does not open a socket each. */
const CONCURRENCY = 32;
/**
 * Writes that record what was sent are tried again while the database stalls (about 20 s in
 * all, inside the fan-out's 30 s): given up, the job's retry sends those versions again.
 */
const PROGRESS_RETRIES = { attempts: 6, firstDelayMs: 200, maxDelayMs: 4_000, retryable: databaseUnreachable };

/**
 * A round that has no other reason to check its subscribers' tokens checks them when this
 * function last did so for the game this long ago: the rotation's own job ends the subscribers
 * of a replaced token at once; this is a backstop for a rotation whose job could not be queued
 * (the queue was down: no update went out meanwhile either), or whose list of games (an index)
 * did not yet show a subscriber made a moment before. Once a second, it cost a game played at a
 * human pace a read of every follower's token at every version; at this interval a version
 * costs the followers' Query and the cursor's write, and the rare backstop case ends within it.
 */
export const TOKENS_RECHECK_MS = 30_000;
/** When this function last checked the tokens of each game's subscribers (ms). */
const tokensChecked = new LRUCache<string, number>({ max: 10_000 });

const cursorKey = readKeys.liveCursor;

export interface DeliveryOptions {
  /** The stored version the job is about: if every subscriber has had it already, nothing is written. */
  version?: number;
  /** That version's item, carried by the job: folded onto the game this function knows just before it, the game is not read. */
  item?: CarriedItem;
  /** Every subscriber's token is checked (a rotated or erased token's job); else only when tokensDue says so. */
  checkTokens?: boolean;
  /**
   * The connection of the new subscriber whose catch-up the job is: if an earlier round caught
   * it up already (or it is gone), one read of it ends the job.
   */
  catchUp?: string;
  now?: () => number;
}

/**
 * The one step that sends anything to a game's subscribers: each is sent the versions it has
 * not had, through the newest stored one — a new subscriber `subscribed` first, then its
 * catch-up after its `after`, the others the versions after the game's cursor — and then the
 * cursor advances. The live fan-out of a stored version, the catch-up of a new subscriber and a
 * rotated token all go through it; a version whose job was lost goes out with the next one.
 *
 * It is called by the game's jobs one at a time, in the order they were queued (the live queue
 * is FIFO, grouped by game: queue.ts), so nothing else sends to the game's subscribers or moves
 * its cursor meanwhile: a round reads who follows and where the cursor stands (one consistent
 * Query of the game's partition), posts, and moves the cursor with one conditional write. So per
 * connection and game every version goes out once, in order, without a gap, the next round's
 * posts after this one's; and a version costs the same few requests however many follow the
 * game (a subscriber is written only when it starts or stops following the cursor, or a post to
 * it fails). A job for a game nobody follows, or one every subscriber has had (late,
 * repeated), writes nothing.
 *
 * The cursor's write is conditioned on the cursor as read (`sent = :read`): only a job run twice
 * at once could fail it — a try that outlived the queue's visibility time-out, which is six times
 * the function's time-out, so it cannot on AWS. Then the try that loses has posted what the
 * other did too (a repeat, the one thing the condition cannot undo), and leaves the cursor where
 * the other put it, never moving it back.
 */
export async function deliver(gameId: string, poster: ConnectionPoster, options: DeliveryOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;

  // 1. Who follows, and whether there is anything to send. A crowd subscribing at once queues a
  // job each, one after another in the game's group: the first round catches up every one stored
  // by then, and the others' jobs cost a read of their own subscriber, not of the whole crowd.
  if (options.catchUp !== undefined && options.version === undefined && !options.checkTokens) {
    const subscriber = await getSubscriber(gameId, options.catchUp);
    if (!subscriber || atCursor(subscriber)) return;
  }
  const seen = await subscribersOf(gameId);
  if (seen.subscribers.length === 0) return;
  const read = seen.cursor?.sent;
  if (!options.checkTokens && hadBy(seen.subscribers, read ?? 0, options.version)) return;

  // 2. The round. Every message posted is counted, whatever becomes of the rest of the job.
  // Each leaves with its names revealed as they may be shown now: the events and views it is
  // made of carry them sealed (functions/privacy/). A text is revealed once per job, however
  // many followers it goes to (a crowd of spectators).
  let pushes = 0;
  const revealed = new Map<string, Promise<string>>();
  const shown = (message: string) => revealed.get(message) ?? revealed.set(message, revealNamesInJson(message)).get(message)!;
  const counted: ConnectionPoster = {
    async post(connectionId, message) {
      const result = await poster.post(connectionId, await shown(message));
      if (result === 'sent') pushes++;
      return result;
    },
  };
  let result: RoundResult;
  try {
    result = await round(gameId, read ?? 0, counted, { ...options, subscribers: seen.subscribers }, now());
  } finally {
    if (pushes > 0) liveUpdatesPushed(pushes);
  }
  const { sent, behind, caughtUp } = result;

  // 3. The cursor moves to what was sent (a failed round moved nothing: its retry sends it all).
  if (sent !== (read ?? 0)) await moveCursor(gameId, read, sent, now());
  // 4. Those that caught up with the cursor follow it from now on: written only once the cursor
  // stands where they do, and only if nothing moved them since.
  await joinCursor(caughtUp.map((subscriber) => ({ subscriber, sent })));
  // Those a post failed to keep their own position; the job's retry (SQS's, the local queue's)
  // sends them the rest, the game's later jobs waiting behind it.
  if (behind > 0) throw new Error(`${behind} subscriber(s) of game ${gameId} could not be sent everything; the job is retried for them`);
}

const atCursor = (f: Subscriber) => f.sent === undefined && f.announced;

/** Whether every subscriber has had `version` already (the cursor at `sent`): a job delivered again, or late. */
const hadBy = (subscribers: Subscriber[], sent: number, version: number | undefined) =>
  version !== undefined && version <= sent && subscribers.every(atCursor);

/** A write recording what was sent, tried again while the database does not answer. */
const progress = <T>(write: () => Promise<T>): Promise<T> => withRetries(write, PROGRESS_RETRIES);

interface RoundResult {
  /** The newest version sent. */
  sent: number;
  /** Subscribers a post failed to: they stay behind, on their own position. */
  behind: number;
  /** Subscribers that had a position of their own and now stand at `sent`. */
  caughtUp: Subscriber[];
}

/** What a round is to do: the job's version and item, and the subscribers as read. */
interface RoundJob {
  version?: number;
  item?: CarriedItem;
  checkTokens?: boolean;
  subscribers: Subscriber[];
}

/** Sends every subscriber of the game what it has not had (the cursor is at `sent`). */
async function round(gameId: string, sent: number, poster: ConnectionPoster, job: RoundJob, now: number): Promise<RoundResult> {
  // Read while no other job of the game runs: only the subscribe and unsubscribe handlers change
  // them meanwhile, and a subscriber made since is caught up by its own job, queued after this one.
  const all = job.subscribers;
  // A subscriber whose token stopped working is told so, once, and followed no more.
  const revoked = tokensDue(gameId, all, job.checkTokens === true, now) ? await revokedTokens(gameId, all, now) : new Set<string>();
  const subscribers = all.filter((f) => !f.tokenHash || !revoked.has(f.tokenHash));
  const log = subscribers.length === 0 ? undefined : await gameFor(gameId, sent, subscribers, job);
  const timeline = log && new Timeline(log);
  const latest = log?.latest ?? sent;

  let behind = 0;
  const caughtUp: Subscriber[] = [];
  const joining: Joining[] = [];
  const sendTo = async (subscriber: Subscriber, messages: { text: string; version?: number }[]) => {
    let announced = subscriber.announced;
    let through = subscriber.sent ?? sent;
    try {
      for (const { text, version: v } of messages) {
        if ((await poster.post(subscriber.connectionId, text)) === 'gone') {
          await closeConnection(subscriber.connectionId);
          return 'gone';
        }
        if (v === undefined) announced = true;
        else through = v;
      }
    } catch (error) {
      // This one falls behind the cursor, on a position of its own: the next round sends it the rest.
      logger.warn('live update post failed', { gameId, connectionId: subscriber.connectionId, error: String(error) });
      behind++;
      await progress(() => placeOwn(subscriber, through, announced));
      return 'failed';
    }
    return 'sent';
  };

  await pMap(
    all.filter((f) => f.tokenHash && revoked.has(f.tokenHash)),
    async (subscriber) => {
      const error: ServerMessage = {
        type: 'error',
        code: 'unauthenticated',
        detail:
          'The token this game was followed with no longer works (it was replaced, or its player erased); subscribe again with a token that works.',
        gameId,
      };
      if ((await sendTo(subscriber, [{ text: JSON.stringify(error) }])) !== 'failed')
        await progress(() => unsubscribe(subscriber.connectionId, gameId, subscriber.subscriberId));
    },
    { concurrency: CONCURRENCY },
  );
  await pMap(
    subscribers,
    async (subscriber) => {
      const messages: { text: string; version?: number }[] = [];
      if (!subscriber.announced)
        messages.push({ text: JSON.stringify({ type: 'subscribed', gameId, version: subscriber.since } satisfies ServerMessage) });
      for (let v = (subscriber.sent ?? sent) + 1; v <= latest; v++)
        messages.push({ text: timeline!.update(v, subscriber.viewer ?? null), version: v });
      if ((await sendTo(subscriber, messages)) !== 'sent' || atCursor(subscriber)) return;
      // Caught up. Where the cursor as stored stands at the same version already, it follows the
      // cursor at once; else its position is recorded first, and it joins the cursor once that has moved there.
      if (latest === sent) return void joining.push({ subscriber, sent: subscriber.sent });
      if (subscriber.sent !== latest || !subscriber.announced) await progress(() => placeOwn(subscriber, latest, true));
      caughtUp.push(subscriber);
    },
    { concurrency: CONCURRENCY },
  );
  await joinCursor(joining);
  return { sent: latest, behind, caughtUp };
}

/**
 * Whether a round checks its subscribers' tokens: a rotated or erased token's round must; so must one
 * with a subscriber not at the cursor (a new one: its token was checked when it was stored, but
 * a rotation's round may have looked for it before it was there); the others do once per
 * TOKENS_RECHECK_MS. A version between a rotation and its round may still reach a subscriber of
 * the old token: the contract's `unauthenticated` comes within a second, and nothing after it,
 * since the round that sends it ends the subscriber before the game's next job runs.
 */
function tokensDue(gameId: string, subscribers: Subscriber[], always: boolean, now: number): boolean {
  if (!subscribers.some((f) => f.tokenHash)) return false;
  if (always || !subscribers.every(atCursor)) return true;
  const checked = tokensChecked.get(gameId);
  return checked === undefined || now - checked >= TOKENS_RECHECK_MS || now < checked;
}

/**
 * The token hashes among the subscribers that name nobody any more (replaced by POST
 * /players/me/token, or their player erased): their token items read at once, consistently, in one request per 100
 * tokens however many follow the game (a GetItem each cost a request per subscriber per round).
 */
async function revokedTokens(gameId: string, subscribers: Subscriber[], now: number): Promise<Set<string>> {
  const hashes = [...new Set(subscribers.flatMap((f) => (f.tokenHash ? [f.tokenHash] : [])))];
  if (hashes.length === 0) return new Set();
  const found = await batchGet(hashes.map(readKeys.token), { ProjectionExpression: 'pk, sk' }, { consistent: true });
  tokensChecked.set(gameId, now);
  return new Set(hashes.filter((hash) => !found.has(keyOf(readKeys.token(hash)))));
}

/**
 * The game as far as the subscribers need it: from the job's item folded onto the version
 * before it, when this function knows that version (warm-games.ts: a state once stored never
 * changes, and the item is the stored one, from the stream) and every subscriber has had that
 * version; else read back, after the subscribers were read (so it reaches every version any of
 * them was made at), far enough to know the game at the oldest version one of them has had.
 */
async function gameFor(gameId: string, sent: number, subscribers: Subscriber[], job: RoundJob): Promise<GameSource> {
  const from = Math.min(...subscribers.map((f) => f.sent ?? sent));
  // A job older than the cursor says nothing about what is newer: the game is read.
  const warm = job.item && job.item.version > sent ? warmSource(job.item) : undefined;
  if (warm?.knows(from) && subscribers.every((f) => (f.sent ?? 0) <= warm.latest)) return warm;
  const log = (await readGame(gameId, { from })) ?? new GameLog([]);
  // Kept, so that the next version's job folds its item onto it.
  const state = log.stateAt(log.latest);
  if (state) rememberGame(gameId, { state, base: log.baseOf(log.latest) });
  return log;
}

/** The game at a job's item and just before it, if this function knew it just before (undefined: read it). */
function warmSource(item: CarriedItem): GameSource | undefined {
  // The carried item lacks its snapshot's state, which warmTransition does not look at (only whether there is one).
  const known = warmTransition(item as StreamItem);
  if (!known) return undefined;
  const { version } = item;
  return {
    latest: version,
    knows: (v) => v === version || v === version - 1,
    item: (v) => (v === version ? item : undefined),
    stateAt: (v) => (v === version ? known.after : v === version - 1 ? known.before : null),
  };
}

/**
 * Moves the game's cursor from `read` (undefined: there was none) to `sent`, tried again while
 * the database stalls. Refused, the cursor is not where this job read it: a try of this write
 * that landed though its answer was lost (then it stands at `sent` already), or another try of
 * the job run at once (see deliver), whose cursor stays.
 */
async function moveCursor(gameId: string, read: number | undefined, sent: number, now: number): Promise<void> {
  try {
    await progress(() =>
      update(
        cursorKey(gameId),
        'SET sent = :sent, gameId = :g, expiresAt = :exp',
        read === undefined ? 'attribute_not_exists(sent)' : 'sent = :read',
        { ':sent': sent, ':g': gameId, ':exp': expiresAtOf(now), ...(read !== undefined && { ':read': read }) },
      ),
    );
  } catch (error) {
    const current = refused<Cursor>(error);
    if (current?.sent !== sent) logger.warn('live delivery found the cursor moved by another try of its job', { gameId, read, sent });
  }
}

/** A subscriber announced, and `sent`: its own position as stored (undefined: none), where the cursor stands. */
interface Joining {
  subscriber: Subscriber;
  sent: number | undefined;
}

/**
 * Subscribers written at once, a transaction each: a crowd that subscribed together costs a few
 * writes, not one each (a transaction takes up to 100 items).
 */
const JOINS_AT_ONCE = 100;

/**
 * Subscribers announced and standing where the cursor does follow it from now on (unless one
 * moved or was replaced meanwhile): a transaction per JOINS_AT_ONCE; one refused for such a
 * subscriber is done again one by one, each only if it still stands there.
 */
async function joinCursor(joining: Joining[]): Promise<void> {
  for (let i = 0; i < joining.length; i += JOINS_AT_ONCE) {
    const chunk = joining.slice(i, i + JOINS_AT_ONCE).map(joinWrite);
    try {
      if (chunk.length === 1)
        await progress(() =>
          update(chunk[0]!.Key, chunk[0]!.UpdateExpression, chunk[0]!.ConditionExpression, chunk[0]!.ExpressionAttributeValues),
        );
      else await progress(() => dynamo().send(new TransactWriteCommand({ TransactItems: chunk.map((Update) => ({ Update })) })));
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) continue;
      if (!(error instanceof TransactionCanceledException)) throw error;
      await pMap(
        chunk,
        async (write) => {
          try {
            await progress(() => update(write.Key, write.UpdateExpression, write.ConditionExpression, write.ExpressionAttributeValues));
          } catch (refusal) {
            refused(refusal);
          }
        },
        { concurrency: CONCURRENCY },
      );
    }
  }
}

const joinWrite = ({ subscriber, sent }: Joining) => ({
  TableName: tableNames().read,
  Key: readKeys.subscriber(subscriber.gameId, subscriber.connectionId),
  UpdateExpression: 'SET announced = :yes REMOVE sent',
  ConditionExpression: sent === undefined ? `${STORED_ID} = :id AND attribute_not_exists(sent)` : `${STORED_ID} = :id AND sent = :sent`,
  ExpressionAttributeValues: { ':id': subscriber.subscriberId, ':yes': true, ...(sent !== undefined && { ':sent': sent }) },
});

/** A subscriber keeps a position of its own, where it got to. */
async function placeOwn(subscriber: Subscriber, sent: number, announced: boolean): Promise<void> {
  try {
    await update(
      readKeys.subscriber(subscriber.gameId, subscriber.connectionId),
      'SET sent = :sent, announced = :announced',
      `${STORED_ID} = :id`,
      {
        ':sent': sent,
        ':announced': announced,
        ':id': subscriber.subscriberId,
      },
    );
  } catch (error) {
    refused(error); // unsubscribed meanwhile
  }
}

function update(Key: Key, UpdateExpression: string, ConditionExpression: string, ExpressionAttributeValues: Record<string, unknown>) {
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
