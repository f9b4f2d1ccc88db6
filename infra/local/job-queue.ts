import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobOrder, JobQueue } from '../../functions/adapters/job-queue.ts';
import { invoke } from './invocations.ts';
import type { LocalService } from './local-service.ts';

/** Like SQS redelivering a failed message, a failed job is run again a few times, then logged (unless told otherwise). */
const MAX_ATTEMPTS = 3;
/** The waits between tries double from this, up to the longest. */
const FIRST_DELAY_MS = 100;
const LONGEST_DELAY_MS = 2_000;
/** How long SQS FIFO remembers a deduplication id. */
const DEDUPLICATION_MS = 5 * 60_000;

export interface LocalJobQueueOptions<Job> {
  /** Tries of a job in all (Infinity: until it is done or the queue stops). */
  attempts?: number;
  /**
   * As a FIFO queue: each job's group and deduplication id. The jobs of one group run one after
   * another in the order queued, a job's retries before the next; a job whose deduplication id
   * was queued in the last five minutes is dropped. Without it every job runs at once.
   */
  order?: (job: Job) => JobOrder;
}

/**
 * A job queue and its worker on one machine, in place of SQS and the worker's Lambda: each job
 * runs at once, concurrently with the others, as SQS would hand them out (or, with `order`,
 * after the jobs of its group queued before it, as SQS FIFO does). `idle()` lets tests and the
 * bench wait for every job, retries included.
 */
export class LocalJobQueue<Job> implements JobQueue<Job>, LocalService {
  private readonly running = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private stopped = true;
  /** Each group's last job queued, which the group's next one waits for. */
  private readonly lastOfGroup = new Map<string, Promise<void>>();
  /** Deduplication ids queued, and when (oldest first). */
  private readonly queued = new Map<string, number>();

  constructor(
    /** The worker's function, as the stack's catalog names it: each job is one invocation of it. */
    readonly name: string,
    private readonly install: (queue: JobQueue<Job> | undefined) => void,
    private readonly work: (job: Job, messageId: string) => Promise<void>,
    private readonly options: LocalJobQueueOptions<Job> = {},
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.install(this);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.install(undefined);
    await Promise.allSettled([...this.running]);
    // What was queued is gone with the process (SQS would have kept it): so is what it remembers.
    this.queued.clear();
  }

  async send(jobs: readonly Job[]): Promise<void> {
    if (this.stopped) return;
    for (const job of jobs) {
      const order = this.options.order?.(job);
      if (order && this.seen(order.deduplicationId)) continue;
      const before = order && this.lastOfGroup.get(order.group);
      // A job waits for its group's previous one to be done (or given up), not to succeed.
      const run = (before ? before.then(() => this.run(job)) : this.run(job)).finally(() => {
        this.running.delete(run);
        if (order && this.lastOfGroup.get(order.group) === run) this.lastOfGroup.delete(order.group);
        this.wakeIfIdle();
      });
      this.running.add(run);
      if (order) this.lastOfGroup.set(order.group, run);
    }
  }

  /** Whether the deduplication id was queued in the last five minutes; remembers it if not. */
  private seen(deduplicationId: string): boolean {
    const now = Date.now();
    for (const [id, at] of this.queued) {
      if (now - at < DEDUPLICATION_MS) break;
      this.queued.delete(id);
    }
    if (this.queued.has(deduplicationId)) return true;
    this.queued.set(deduplicationId, now);
    return false;
  }

  /** Resolves once no job is running. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.wakeIfIdle();
    });
  }

  /** Runs a job until it is done, each try with the same id (as SQS redelivers a message under its id). */
  private async run(job: Job): Promise<void> {
    const messageId = randomUUID();
    const attempts = this.options.attempts ?? MAX_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      try {
        // One attempt is one invocation of the worker's function, as SQS hands each job to Lambda.
        return await invoke(this.name, () => this.work(job, messageId));
      } catch (error) {
        if (this.stopped || attempt >= attempts) return console.error(`${this.name} job failed`, job, error);
        await sleep(Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempt - 1)));
      }
    }
  }

  private wakeIfIdle(): void {
    if (this.running.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }
}
