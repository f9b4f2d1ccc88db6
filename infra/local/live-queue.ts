import { fanOut } from '../../functions/live/fan-out.ts';
import { observed } from '../../functions/observability/middleware.ts';
import { connectionPoster } from '../../functions/live/poster.ts';
import { installLiveQueue, liveOrder, type LiveJob } from '../../functions/live/queue.ts';
import { LocalJobQueue } from './job-queue.ts';

/**
 * The live-updates queue and its fan-out on one machine, in place of SQS FIFO and the fan-out
 * Lambda; each job is one invocation of the fan-out function: its metrics are written when it
 * ends. A game's jobs run one after another, in the order queued, a version's job once (as the
 * FIFO queue on AWS: queue.ts, liveOrder). A job that fails (the database stalls, a post fails)
 * is tried again until it is done, the game's next jobs waiting behind it: a version is never
 * left waiting for the next one, nor overtaken by it.
 */
export const liveJobRetries = { attempts: Infinity, order: liveOrder };

const invocation = observed(async ({ job }: { job: LiveJob }) => fanOut(job, await connectionPoster()));

export const localLiveQueue = new LocalJobQueue<LiveJob>('live-fan-out', installLiveQueue, (job) => invocation({ job }), liveJobRetries);
