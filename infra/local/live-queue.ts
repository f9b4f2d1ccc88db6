import { fanOut } from '../../functions/live/fan-out.ts';
import { observed } from '../../functions/observability/middleware.ts';
import { connectionPoster } from '../../functions/live/poster.ts';
import { installLiveQueue, type LiveJob } from '../../functions/live/queue.ts';
import { LocalJobQueue } from './job-queue.ts';

/**
 * The live-updates queue and its fan-out on one machine, in place of SQS and the fan-out Lambda;
 * each job is one invocation of the fan-out function: its metrics are written when it ends.
 */
export const localLiveQueue = new LocalJobQueue<LiveJob>(
  'live-queue',
  installLiveQueue,
  observed(async (job: LiveJob) => fanOut(job, await connectionPoster())),
);
