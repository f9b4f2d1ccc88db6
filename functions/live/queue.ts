import type { StoredSnapshot, StreamItem } from '../adapters/event-store.ts';
import { installedQueue, type JobQueue } from '../adapters/job-queue.ts';

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
 * large, its item) or a subscriber was made (from the subscribe handler); or, once a player's
 * token was replaced (POST /players/me/token) or erased, tell each game that player follows with the old token
 * that it ends. Jobs may come twice, late or out of order: the delivery step sends each
 * version once, in order.
 */
export type LiveJob = { gameId: string; version?: number; item?: CarriedItem } | { tokenRotated: string };

export type LiveQueue = JobQueue<LiveJob>;

/** On AWS: the SQS queue at LIVE_QUEUE_URL. */
const queue = installedQueue<LiveJob>('LIVE_QUEUE_URL', 'live update');

/** On one machine the local stack installs its in-process queue here. */
export const installLiveQueue = queue.install;
export const liveQueue = queue.get;
