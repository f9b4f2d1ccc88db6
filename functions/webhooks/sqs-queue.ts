import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { DeliveryMessage, WebhookQueue } from './queue.ts';

/** SQS holds a message back at most 15 minutes; longer waits are chained (see deliver.ts). */
export const MAX_DELAY_SECONDS = 900;

/**
 * The queue on AWS. A retry is a new message with a delay (not a visibility change on the
 * old one): the schedule's waits then do not depend on the queue's visibility timeout or
 * receive count, and the redrive policy's dead-letter queue only catches messages the
 * handler itself could not process.
 */
export function sqsQueue(client: Pick<SQSClient, 'send'>, queueUrl: string, now = Date.now): WebhookQueue {
  return {
    async send(messages) {
      for (let i = 0; i < messages.length; i += 10) {
        const batch = messages.slice(i, i + 10);
        const { Failed } = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: batch.map((message, n) => ({
              Id: String(n),
              MessageBody: JSON.stringify(message),
              DelaySeconds: delaySeconds(message, now()),
            })),
          }),
        );
        if (Failed?.length) throw new Error(`SQS refused ${Failed.length} webhook message(s): ${Failed[0]!.Message ?? Failed[0]!.Code}`);
      }
    },
  };
}

const delaySeconds = (message: DeliveryMessage, now: number) =>
  Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((message.notBefore - now) / 1000)));
