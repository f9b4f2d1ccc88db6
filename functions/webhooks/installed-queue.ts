import { installedQueue } from '../adapters/job-queue.ts';
import type { DeliveryMessage } from './queue.ts';
import { deliveryEntry } from './sqs-queue.ts';

/** On AWS: the SQS queue at WEBHOOK_QUEUE_URL, each delivery held back until its `notBefore`. */
const queue = installedQueue<DeliveryMessage>('WEBHOOK_QUEUE_URL', 'webhook', deliveryEntry());

/** On one machine the local stack installs its in-process queue here. */
export const installWebhookQueue = queue.install;
export const webhookQueue = queue.get;
/** The local queue as its worker is handed it, its re-sends reported as every send is. */
export const reportedWebhookQueue = queue.reported;
