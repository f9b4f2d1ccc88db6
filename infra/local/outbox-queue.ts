import { DeleteCommand, paginateQuery, PutCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { listOrder, onList, queryList, readIndexes, readKeys } from '../../functions/adapters/read-keys.ts';
import { withRetries } from '../../functions/adapters/retry.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import type { JobQueue } from '../../functions/adapters/job-queue.ts';
import { asLocalStandIn, invoke } from './invocations.ts';
import type { LocalService } from './local-service.ts';

/** A message of a queue whose worker puts a failed attempt back itself, as a new message held back until `notBefore`. */
export interface OutboxMessage {
  /** The same on every attempt of one message. */
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Not to be handled before this time (ms). */
  notBefore: number;
}

/** One such queue on one machine: what it is, where its messages wait, and its worker. */
export interface OutboxQueueOptions<M extends OutboxMessage> {
  /** Names it in logs ("webhook delivery", "push"). */
  label: string;
  /** The function behind the queue on AWS, as the stack's catalog names it. */
  functionName: string;
  /** Its list in the read table (read-keys.ts `lists`): each queue takes up only its own at start. */
  list: string;
  /** The worker, the same code as behind SQS. */
  work: (message: M, queue: JobQueue<M>) => Promise<void>;
  /** The queue as its worker is handed it (its sends reported, installed-queue's `reported`). */
  reported: (queue: JobQueue<M>) => JobQueue<M>;
  /** Where the worker's code finds the queue (undefined: none). */
  install: (queue: JobQueue<M> | undefined) => void;
}

/** Pages of waiting deliveries read at start (100 each). */
const MAX_PAGES = 1_000;

/**
 * Like SQS handing a message out again after its visibility time-out, a message whose
 * handling failed (DynamoDB unreachable: a receiver's failure is an ordinary outcome) is
 * handled again, half a second later, doubling up to three, until it goes through.
 */
const REDELIVERY = { firstDelayMs: 500, maxDelayMs: 3_000 };

const itemKey = (message: OutboxMessage) => readKeys.outboxMessage(message.id, message.attempt);

/**
 * A queue on one machine (the webhooks', the pushes'): each message is kept in the read table (its outbox, soonest
 * first) until it has been handled, and waits in a timer until its `notBefore`; then the same
 * code as behind SQS handles it. So with DATA_DIR a restart loses no message, a
 * first attempt or a retry waiting its turn. `idle()` lets tests wait for every message,
 * retries included.
 */
class LocalOutboxQueue<M extends OutboxMessage> implements JobQueue<M> {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** The messages waiting or being handled, by outbox key: a copy sent again meanwhile is not a second delivery. */
  private readonly held = new Set<string>();
  /**
   * The last attempt handed out of each message (by id): attempts of one message run
   * one after the other, so when a stop or a crash leaves two of them in the outbox, the later
   * one finds the message done (the webhooks' delivery log, the pushes' sent marker) instead of sending it beside the other.
   */
  private readonly lastOfMessage = new Map<string, Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  /** Aborted by `stop`: a message waiting out an outage does not hold the shutdown up. */
  private readonly stopping = new AbortController();

  constructor(private readonly options: OutboxQueueOptions<M>) {}

  /** Kept first, so a message accepted here outlives a restart; stopped, it only waits for the next start. */
  async send(messages: readonly M[]): Promise<void> {
    for (const message of messages) {
      // The outbox is the stand-in's own (SQS keeps the message on AWS), not the sender's request.
      await asLocalStandIn(() =>
        dynamo().send(
          new PutCommand({
            TableName: tableNames().read,
            Item: {
              ...itemKey(message),
              message,
              ...onList(this.options.list, listOrder.outbox(new Date(message.notBefore).toISOString(), message.id, message.attempt)),
            },
          }),
        ),
      );
      if (!this.stopping.signal.aborted) this.schedule(message);
    }
  }

  /** Takes up every message kept from before, soonest first. */
  async start(): Promise<void> {
    await asLocalStandIn(() => this.takeUpKept());
  }

  private async takeUpKept(): Promise<void> {
    const pages = paginateQuery(
      { client: dynamo(), pageSize: 100 },
      { TableName: tableNames().read, ...queryList(readIndexes.lists, this.options.list) },
    );
    let read = 0;
    for await (const page of pages) {
      for (const item of page.Items ?? []) this.schedule(item.message as M);
      if (++read >= MAX_PAGES) break;
    }
  }

  /** Resolves once no message is waiting or running. */
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

  private schedule(message: M): void {
    const key = `${message.id}#${message.attempt}`;
    if (this.held.has(key)) return;
    this.held.add(key);
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        const before = this.lastOfMessage.get(message.id) ?? Promise.resolve();
        const run = before
          .then(() => this.handle(message))
          .finally(() => {
            this.held.delete(key);
            this.running.delete(run);
            if (this.lastOfMessage.get(message.id) === run) this.lastOfMessage.delete(message.id);
            this.wakeIfIdle();
          });
        this.lastOfMessage.set(message.id, run);
        this.running.add(run);
      },
      Math.max(0, message.notBefore - Date.now()),
    );
    this.timers.add(timer);
  }

  /**
   * Delivers, then takes the message out of the outbox. Each is tried until it goes through; a
   * stop cuts the waiting between tries short, but a message already handled is still taken out,
   * so its attempt is not made again after the restart.
   */
  private async handle(message: M): Promise<void> {
    if (this.stopping.signal.aborted) return; // stopped while waiting its turn: kept for the next start
    let reported = false;
    const untilDone = (work: () => Promise<unknown>) =>
      withRetries(work, {
        attempts: Infinity,
        ...REDELIVERY,
        signal: this.stopping.signal,
        retryable: (error) => {
          if (!reported) console.error(`${this.options.label} ${message.id} failed (${error.message}); trying again`);
          reported = true;
          return true;
        },
      });
    const removed = () => asLocalStandIn(() => dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: itemKey(message) })));
    let delivered = false;
    try {
      await untilDone(async () => {
        // One attempt is one invocation of the worker's function, as SQS hands each message to Lambda.
        await invoke(this.options.functionName, () => this.options.work(message, this.options.reported(this)));
        delivered = true;
      });
    } catch (error) {
      // Stopped before it was made: the message stays in the outbox for the next start.
      if (!delivered) {
        if (!this.stopping.signal.aborted) console.error(`${this.options.label} ${message.id} failed:`, error);
        return;
      }
    }
    // Tried once even when stopping; a stop cuts only the waiting of the tries after it.
    await removed()
      .catch(() => untilDone(removed))
      .then(
        () => reported && console.log(`${this.options.label} ${message.id} went through after all`),
        // Stopped with the outbox out of reach: the next start finds the message done, or its next attempt recorded.
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

/** A queue and its worker on one machine, in place of SQS and the worker's Lambda. */
export class LocalOutboxQueueService<M extends OutboxMessage> implements LocalService {
  private queue: LocalOutboxQueue<M> | undefined;

  constructor(
    readonly name: string,
    private readonly options: OutboxQueueOptions<M>,
  ) {}

  async start(): Promise<void> {
    this.queue = new LocalOutboxQueue(this.options);
    this.options.install(this.queue);
    await this.queue.start();
  }

  async stop(): Promise<void> {
    this.options.install(undefined);
    await this.queue?.stop();
    this.queue = undefined;
  }

  /** Resolves once every message so far, retries included, is done. */
  idle(): Promise<void> {
    return this.queue?.idle() ?? Promise.resolve();
  }
}
