import { fanOut } from '../../functions/live/fan-out.ts';
import { observed } from '../../functions/observability/middleware.ts';
import { connectionPoster } from '../../functions/live/poster.ts';
import { installLiveQueue, type LiveJob } from '../../functions/live/queue.ts';
import { LocalJobQueue } from './job-queue.ts';

/**
 * The live-updates queue and its fan-out on one machine, in place of SQS and the fan-out Lambda;
 * each job is one invocation of the fan-out function: its metrics are written when it ends. A
 * job that fails (the database stalls, a post fails) is tried again until it is done: a
 * version is never left waiting for the next one.
 */
/** A live job is tried until it is done (or the stack stops). */
export const liveJobRetries = { attempts: Infinity };

const invocation = observed(async ({ job, messageId }: { job: LiveJob; messageId: string }) =>
  fanOut(job, await connectionPoster(), messageId),
);

export const localLiveQueue = new LocalJobQueue<LiveJob>(
  'live-fan-out',
  installLiveQueue,
  (job, messageId) => invocation({ job, messageId }),
  liveJobRetries,
);
