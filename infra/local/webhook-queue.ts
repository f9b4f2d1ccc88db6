import { DeleteCommand, paginateQuery, PutCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { listOrder, lists, onList, queryList, readIndexes, readKeys } from '../../functions/adapters/read-keys.ts';
import { withRetries } from '../../functions/adapters/retry.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { deliverMessage } from '../../functions/webhooks/deliver.ts';
import { installWebhookQueue, reportedWebhookQueue } from '../../functions/webhooks/installed-queue.ts';
import { asLocalStandIn, invoke } from './invocations.ts';
import type { DeliveryMessage, WebhookQueue } from '../../functions/webhooks/queue.ts';
import type { LocalService } from './local-service.ts';

/** The function behind the queue on AWS, as the stack's catalog names it. */
const DELIVERY_FUNCTION = 'webhooks-deliver';

/** Pages of waiting deliveries read at start (100 each). */
const MAX_PAGES = 1_000;

/**
 * Like SQS handing a message out again after its visibility time-out, a delivery whose
 * handling failed (DynamoDB unreachable: a receiver's failure is an ordinary outcome) is
 * handled again, half a second later, doubling up to three, until it goes through.
 */
const REDELIVERY = { firstDelayMs: 500, maxDelayMs: 3_000 };

const itemKey = (message: DeliveryMessage) => readKeys.outboxMessage(message.id, message.attempt);

/**
 * The queue on one machine: each message is kept in the read table (the outbox, soonest
 * first) until it has been handled, and waits in a timer until its `notBefore`; then the same
 * delivery code as behind SQS handles it. So with DATA_DIR a restart loses no delivery, a
 * first attempt or a retry waiting its turn. `idle()` lets tests wait for every delivery,
 * retries included.
 */
class LocalWebhookQueue implements WebhookQueue {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** The messages waiting or being handled, by outbox key: a copy sent again meanwhile is not a second delivery. */
  private readonly held = new Set<string>();
  /**
   * The last attempt handed out of each webhook (by webhook-id): attempts of one webhook run
   * one after the other, so when a stop or a crash leaves two of them in the outbox, the later
   * one finds the webhook acknowledged (delivery-log.ts) instead of sending it beside the other.
   */
  private readonly lastOfWebhook = new Map<string, Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  /** Aborted by `stop`: a delivery waiting out an outage does not hold the shutdown up. */
  private readonly stopping = new AbortController();

  constructor(private readonly deliver: (message: DeliveryMessage, queue: WebhookQueue) => Promise<void>) {}

  /** Kept first, so a message accepted here outlives a restart; stopped, it only waits for the next start. */
  async send(messages: readonly DeliveryMessage[]): Promise<void> {
    for (const message of messages) {
      // The outbox is the stand-in's own (SQS keeps the message on AWS), not the sender's request.
      await asLocalStandIn(() =>
        dynamo().send(
          new PutCommand({
            TableName: tableNames().read,
            Item: {
              ...itemKey(message),
              message,
              ...onList(lists.outbox, listOrder.outbox(new Date(message.notBefore).toISOString(), message.id, message.attempt)),
            },
          }),
        ),
      );
      if (!this.stopping.signal.aborted) this.schedule(message);
    }
  }

  /** Takes up every delivery kept from before, soonest first. */
  async start(): Promise<void> {
    await asLocalStandIn(() => this.takeUpKept());
  }

  private async takeUpKept(): Promise<void> {
    const pages = paginateQuery(
      { client: dynamo(), pageSize: 100 },
      { TableName: tableNames().read, ...queryList(readIndexes.lists, lists.outbox) },
    );
    let read = 0;
    for await (const page of pages) {
      for (const item of page.Items ?? []) this.schedule(item.message as DeliveryMessage);
      if (++read >= MAX_PAGES) break;
    }
  }

  /** Resolves once no delivery is waiting or running. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.wakeIfIdle();
    });
  }

  /** Waiting deliveries stay in the outbox; one being made is finished and recorded first. */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
    this.wakeIfIdle();
  }

  private schedule(message: DeliveryMessage): void {
    const key = `${message.id}#${message.attempt}`;
    if (this.held.has(key)) return;
    this.held.add(key);
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        const before = this.lastOfWebhook.get(message.id) ?? Promise.resolve();
        const run = before
          .then(() => this.handle(message))
          .finally(() => {
            this.held.delete(key);
            this.running.delete(run);
            if (this.lastOfWebhook.get(message.id) === run) this.lastOfWebhook.delete(message.id);
            this.wakeIfIdle();
          });
        this.lastOfWebhook.set(message.id, run);
        this.running.add(run);
      },
      Math.max(0, message.notBefore - Date.now()),
    );
    this.timers.add(timer);
  }

  /**
   * Delivers, then takes the message out of the outbox. Each is tried until it goes through; a
   * stop cuts the waiting between tries short, but a delivery already made is still taken out,
   * so its attempt is not made again after the restart.
   */
  private async handle(message: DeliveryMessage): Promise<void> {
    if (this.stopping.signal.aborted) return; // stopped while waiting its turn: kept for the next start
    let reported = false;
    const untilDone = (work: () => Promise<unknown>) =>
      withRetries(work, {
        attempts: Infinity,
        ...REDELIVERY,
        signal: this.stopping.signal,
        retryable: (error) => {
          if (!reported) console.error(`webhook delivery ${message.id} failed (${error.message}); trying again`);
          reported = true;
          return true;
        },
      });
    const removed = () => asLocalStandIn(() => dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: itemKey(message) })));
    let delivered = false;
    try {
      await untilDone(async () => {
        // One attempt is one invocation of the delivery function, as SQS hands each message to Lambda.
        await invoke(DELIVERY_FUNCTION, () => this.deliver(message, reportedWebhookQueue(this)));
        delivered = true;
      });
    } catch (error) {
      // Stopped before it was made: the message stays in the outbox for the next start.
      if (!delivered) {
        if (!this.stopping.signal.aborted) console.error(`webhook delivery ${message.id} failed:`, error);
        return;
      }
    }
    // Tried once even when stopping; a stop cuts only the waiting of the tries after it.
    await removed()
      .catch(() => untilDone(removed))
      .then(
        () => reported && console.log(`webhook delivery ${message.id} went through after all`),
        // Stopped with the outbox out of reach: the next start finds the webhook acknowledged, or its next attempt recorded.
        () => undefined,
      );
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
    await this.queue.start();
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
