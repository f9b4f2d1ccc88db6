import { installedQueue, type JobQueue } from '../adapters/job-queue.ts';
import { deliveryEntry } from '../webhooks/sqs-queue.ts';
import type { PushJob } from './push-job.ts';

/** Where push jobs wait: SQS on AWS, an in-process queue on one machine. */
export type PushQueue = JobQueue<PushJob>;

/**
 * On AWS: the webhook queue (WEBHOOK_QUEUE_URL), whose worker tells a push job from a delivery
 * (functions/webhooks/deliver.ts says why they share it), each job held back until its
 * `notBefore`; so whatever may queue webhooks may queue pushes. On one machine a queue of its own.
 */
const queue = installedQueue<PushJob>('WEBHOOK_QUEUE_URL', 'push', deliveryEntry());

/** On one machine the local stack installs its in-process queue here. */
export const installPushQueue = queue.install;
export const pushQueue = queue.get;
/** The local queue as its worker is handed it, its re-sends reported as every send is. */
export const reportedPushQueue = queue.reported;
