import { deliverMessage } from '../../functions/webhooks/deliver.ts';
import { LocalWebhookQueue } from '../../functions/webhooks/local-queue.ts';
import { installWebhookQueue } from '../../functions/webhooks/queue.ts';
import type { LocalService } from './services.ts';

/** The webhook queue and its worker on one machine, in place of SQS and the delivery Lambda. */
class LocalWebhookQueueService implements LocalService {
  readonly name = 'webhook-queue';
  private queue: LocalWebhookQueue | undefined;

  async start(): Promise<void> {
    this.queue = new LocalWebhookQueue(deliverMessage);
    installWebhookQueue(this.queue);
  }

  async stop(): Promise<void> {
    installWebhookQueue(undefined);
    await this.queue?.stop();
    this.queue = undefined;
  }

  /** Resolves once every webhook delivery so far, retries included, is done. */
  idle(): Promise<void> {
    return this.queue?.idle() ?? Promise.resolve();
  }
}

export const localWebhookQueue = new LocalWebhookQueueService();
