import { sendToQueue } from '../adapters/sqs.ts';
import type { DeliveryMessage, WebhookQueue } from './queue.ts';

/** SQS holds a message back at most 15 minutes; longer waits are chained (see deliver.ts). */
export const MAX_DELAY_SECONDS = 900;

/**
 * The queue on AWS. A retry is a new message with a delay (not a visibility change on the
 * old one): the schedule's waits then do not depend on the queue's visibility timeout or
 * receive count, and the redrive policy's dead-letter queue only catches messages the
 * handler itself could not process.
 */
export function sqsQueue(queueUrl: string, now = Date.now): WebhookQueue {
  return {
    send: (messages) =>
      sendToQueue(
        queueUrl,
        messages.map((message) => ({ MessageBody: JSON.stringify(message), DelaySeconds: delaySeconds(message, now()) })),
        'webhook message',
      ),
  };
}

const delaySeconds = (message: DeliveryMessage, now: number) =>
  Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((message.notBefore - now) / 1000)));
