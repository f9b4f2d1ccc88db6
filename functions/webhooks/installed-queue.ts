import type { WebhookQueue } from './queue.ts';

/**
 * The process's webhook queue: SQS on AWS, made on first use (so importing this costs nothing
 * where the local stack installs its in-process queue instead).
 */
let installed: WebhookQueue | undefined;

/** On one machine the local stack installs its in-process queue here. */
export function installWebhookQueue(queue: WebhookQueue | undefined): void {
  installed = queue;
}

export async function webhookQueue(): Promise<WebhookQueue> {
  if (installed) return installed;
  const { sqsQueue } = await import('./sqs-queue.ts');
  const url = process.env.WEBHOOK_QUEUE_URL;
  if (!url) throw new Error('WEBHOOK_QUEUE_URL is not set and no local webhook queue is installed');
  installed = sqsQueue(url);
  return installed;
}
