import { fanOut } from '../../functions/live/fan-out.ts';
import { connectionPoster } from '../../functions/live/poster.ts';
import { installLiveQueue, type LiveJob } from '../../functions/live/queue.ts';
import { LocalJobQueue } from './job-queue.ts';

/** The live-updates queue and its fan-out on one machine, in place of SQS and the fan-out Lambda. */
export const localLiveQueue = new LocalJobQueue<LiveJob>('live-queue', installLiveQueue, async (job) =>
  fanOut(job, await connectionPoster()),
);
