import type { StoredSnapshot, StreamItem } from '../adapters/event-store.ts';
import { randomUUID } from 'node:crypto';
import { installedQueue, type JobOrder, type JobQueue } from '../adapters/job-queue.ts';

/**
 * A stored item as a job carries it, so that the fan-out folds it onto the game it knows
 * instead of reading the game back: all of it but its snapshot's state (the fold needs the
 * events; of the snapshot only whether there is one, which says where the next fold may start).
 */
export type CarriedItem = Omit<StreamItem, 'snapshot'> & { snapshot?: Pick<StoredSnapshot, 'schema'> };

/**
 * What the fan-out (fan-out.ts) is asked to do, through a queue (SQS on AWS, in-process on
 * one machine), so that it alone posts to connections: bring a game's subscribers up to date,
 * because a version was stored (from the stream reactions, with that version and, unless it is
 * large, its item) or a subscriber was made (from the subscribe handler), or check their tokens
 * (`checkTokens`); or, once a player's token was replaced (POST /players/me/token) or erased,
 * queue such a check for each game that player follows (fan-out.ts). A game's jobs are worked
 * one at a time, in the order queued (liveOrder): the delivery step counts on it. Jobs may
 * still come late or be lost (a stream batch retried past five minutes, a job dead-lettered):
 * each round sends whatever its subscribers have not had, once, in order.
 */
export type LiveJob =
  | {
      gameId: string;
      version?: number;
      item?: CarriedItem;
      checkTokens?: boolean;
      /** A new subscriber's connection, whose catch-up the job is (from the subscribe handler). */
      connectionId?: string;
    }
  | { tokenRotated: string };

export type LiveQueue = JobQueue<LiveJob>;

/**
 * The live queue is FIFO: a game's jobs share its group, so no two of them run at once and
 * they run in the order queued; a version's job is queued once (a stream batch retried queues
 * it again), the others each time. A rotation's job is the player's: it spans games.
 */
export function liveOrder(job: LiveJob): JobOrder {
  if ('tokenRotated' in job) return { group: `player#${job.tokenRotated}`, deduplicationId: randomUUID() };
  const once = job.version !== undefined && !job.checkTokens;
  return { group: job.gameId, deduplicationId: once ? `${job.gameId}#${job.version}` : randomUUID() };
}

const asFifoMessage = (job: LiveJob) => {
  const { group, deduplicationId } = liveOrder(job);
  return { MessageBody: JSON.stringify(job), MessageGroupId: group, MessageDeduplicationId: deduplicationId };
};

/** On AWS: the SQS FIFO queue at LIVE_QUEUE_URL. */
const queue = installedQueue<LiveJob>('LIVE_QUEUE_URL', 'live update', asFifoMessage);

/** On one machine the local stack installs its in-process queue here. */
export const installLiveQueue = queue.install;
export const liveQueue = queue.get;
