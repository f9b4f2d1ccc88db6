import { installedQueue } from '../adapters/job-queue.ts';

/**
 * A look at a ticket (examine.ts): sent at once by its arrival, then held back `delayMs` by
 * each look that leaves it searching (SQS's DelaySeconds, at most 900). Jobs may come twice or
 * late: a look at a ticket no longer searching does nothing.
 */
export interface MatchJob {
  ticketId: string;
  delayMs?: number;
}

/** SQS holds a message back in whole seconds, at most 15 minutes. */
const delaySecondsOf = (job: MatchJob) => Math.min(900, Math.ceil((job.delayMs ?? 0) / 1000));

/** On AWS: the SQS queue at MATCHMAKING_QUEUE_URL; on one machine the local stack installs its own. */
const queue = installedQueue<MatchJob>('MATCHMAKING_QUEUE_URL', 'matchmaking', (job) => ({
  MessageBody: JSON.stringify({ ticketId: job.ticketId }),
  DelaySeconds: delaySecondsOf(job),
}));

export const installMatchQueue = queue.install;
export const matchQueue = queue.get;
