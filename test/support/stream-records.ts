/**
 * For the tests of a stream consumer: the DynamoDB Streams event that a game's stored items
 * make (what a redelivery repeats), and the webhook fan-out's messages caught on their way
 * to the queue.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamItem } from '../../functions/adapters/event-store.ts';
import { installWebhookQueue } from '../../functions/webhooks/installed-queue.ts';
import type { DeliveryMessage } from '../../functions/webhooks/queue.ts';
import { localWebhookQueue } from '../../infra/local/webhook-queue.ts';

/** The stream records of these items, as DynamoDB Streams hands them to a consumer. */
export const recordsOf = (items: StreamItem[]) =>
  ({
    Records: items.map((item) => ({
      eventName: 'INSERT',
      dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }), SequenceNumber: String(item.version) },
    })),
  }) as unknown as DynamoDBStreamEvent;

/** Runs `work` with a webhook queue that only records what is sent to it. */
export async function capturing(work: () => Promise<unknown>): Promise<DeliveryMessage[]> {
  const sent: DeliveryMessage[] = [];
  await localWebhookQueue.stop();
  installWebhookQueue({ send: async (messages) => void sent.push(...messages) });
  try {
    await work();
  } finally {
    await localWebhookQueue.start();
  }
  return sent;
}
