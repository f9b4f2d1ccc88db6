import { sqsJobQueue } from '../adapters/job-queue.ts';
import type { QueueEntry } from '../adapters/sqs.ts';
import type { WebhookQueue } from './queue.ts';

/** SQS holds a message back at most 15 minutes; longer waits are chained (see deliver.ts). */
export const MAX_DELAY_SECONDS = 900;

/**
 * A delivery (or any message with a `notBefore`: a push job) as an SQS message. A retry is a new message with a delay (not a visibility change
 * on the old one): the schedule's waits then do not depend on the queue's visibility timeout or
 * receive count, and the redrive policy's dead-letter queue only catches messages the handler
 * itself could not process.
 */
export const deliveryEntry =
  (now = Date.now) =>
  (message: { notBefore: number }): QueueEntry => ({
    MessageBody: JSON.stringify(message),
    DelaySeconds: Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((message.notBefore - now()) / 1000))),
  });

/** The queue on AWS. */
export function sqsQueue(queueUrl: string, now = Date.now): WebhookQueue {
  return sqsJobQueue(queueUrl, 'webhook message', deliveryEntry(now));
}
