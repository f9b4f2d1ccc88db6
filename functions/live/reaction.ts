import type { StreamItem } from '../adapters/event-store.ts';
import type { ItemConsumer } from '../stream/records.ts';
import { liveQueue, type CarriedItem, type LiveJob } from './queue.ts';

/**
 * Items carried in a job at most this large as JSON: an SQS message holds 256 KB; a larger
 * one (none of today's games writes one) goes without, and the fan-out reads the game back.
 */
const CARRIED_MAX = 64 * 1024;

/**
 * The stream reaction of live updates: each stored version becomes a fan-out job, which asks
 * whether anyone follows the game (delivery.ts: one consistent Query, the one it needs anyway
 * to know whom to send to), so nothing is read here: a message to SQS costs far less than a
 * DynamoDB read, and a game nobody follows costs its job that one Query. A subscriber made
 * after that Query is caught up by its own job.
 */
export const queueLiveUpdates: ItemConsumer = async (item, _transition, { newerInBatch }) => {
  // A newer version of the game follows in this batch: its job's round sends this one too (a
  // round sends everything after the cursor), in one round instead of two. If the batch fails
  // before that job is queued, its retry begins at or before this item.
  if (newerInBatch) return;
  await (await liveQueue()).send([liveJobOf(item)]);
};

/** The job of a stored version, with its item unless that is too large to carry. */
export function liveJobOf(item: StreamItem): LiveJob {
  const carried: CarriedItem = { ...item, snapshot: item.snapshot && { schema: item.snapshot.schema } };
  const job: LiveJob = { gameId: item.gameId, version: item.version };
  return JSON.stringify(carried).length <= CARRIED_MAX ? { ...job, item: carried } : job;
}
