import type { DeliveryType } from './types.ts';

/** One delivery to make: a webhook event addressed to one subscription, and its attempt. */
export interface DeliveryMessage {
  /** The webhook-id: the same on every attempt, so a receiver can drop repeats. */
  id: string;
  subscriptionId: string;
  owner: string;
  type: DeliveryType;
  /** The exact body to sign and send, fixed at fan-out so every attempt sends the same bytes. */
  payload: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Not to be attempted before this time (ms). */
  notBefore: number;
}

/** Where deliveries wait: SQS on AWS, an in-process queue on one machine. */
export interface WebhookQueue {
  send(messages: readonly DeliveryMessage[]): Promise<void>;
}

let installed: WebhookQueue | undefined;

/** On one machine the local stack installs its in-process queue here. */
export function installWebhookQueue(queue: WebhookQueue | undefined): void {
  installed = queue;
}

export async function webhookQueue(): Promise<WebhookQueue> {
  if (installed) return installed;
  const { SQSClient } = await import('@aws-sdk/client-sqs');
  const { sqsQueue } = await import('./sqs-queue.ts');
  const url = process.env.WEBHOOK_QUEUE_URL;
  if (!url) throw new Error('WEBHOOK_QUEUE_URL is not set and no local webhook queue is installed');
  installed = sqsQueue(new SQSClient({}), url);
  return installed;
}
