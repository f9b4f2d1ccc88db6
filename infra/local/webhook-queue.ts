import { deliverMessage } from '../../functions/webhooks/deliver.ts';
import { installWebhookQueue } from '../../functions/webhooks/installed-queue.ts';
import type { DeliveryMessage, WebhookQueue } from '../../functions/webhooks/queue.ts';
import type { LocalService } from './services.ts';

/**
 * The queue on one machine: each message waits in a timer until its `notBefore`, then the
 * same delivery code as behind SQS handles it. Nothing survives a restart (like the rest of
 * the in-memory stack); `idle()` lets tests wait for every delivery, retries included.
 */
class LocalWebhookQueue implements WebhookQueue {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly deliver: (message: DeliveryMessage, queue: WebhookQueue) => Promise<void>) {}

  async send(messages: readonly DeliveryMessage[]): Promise<void> {
    if (this.stopped) return;
    for (const message of messages) {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          const run = this.deliver(message, this)
            .catch((error) => console.error(`webhook delivery ${message.id} failed:`, error))
            .finally(() => {
              this.running.delete(run);
              this.wakeIfIdle();
            });
          this.running.add(run);
        },
        Math.max(0, message.notBefore - Date.now()),
      );
      this.timers.add(timer);
    }
  }

  /** Resolves once no delivery is waiting or running. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.wakeIfIdle();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
    this.wakeIfIdle();
  }

  private wakeIfIdle(): void {
    if (this.timers.size > 0 || this.running.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }
}

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
