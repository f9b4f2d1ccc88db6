import { setTimeout as sleep } from 'node:timers/promises';
import { fanOut } from '../../functions/live/fan-out.ts';
import { observed } from '../../functions/observability/middleware.ts';
import { connectionPoster } from '../../functions/live/poster.ts';
import { installLiveQueue, type LiveJob, type LiveQueue } from '../../functions/live/queue.ts';
import type { LocalService } from './services.ts';

/** Like SQS redelivering a failed message, a failed job is run again a few times, then logged. */
const MAX_ATTEMPTS = 3;

/** One job as one invocation of the fan-out function: its metrics are written when it ends. */
const runJob = observed(async (job: LiveJob) => fanOut(job, await connectionPoster()));

/**
 * The live-updates queue and its fan-out on one machine, in place of SQS and the fan-out
 * Lambda: each job runs at once, concurrently with the others, as SQS would hand them out.
 * `idle()` lets tests and the bench wait for every job, retries included.
 */
class LocalLiveQueue implements LiveQueue, LocalService {
  readonly name = 'live-queue';
  private readonly running = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private stopped = true;

  async start(): Promise<void> {
    this.stopped = false;
    installLiveQueue(this);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    installLiveQueue(undefined);
    await Promise.allSettled([...this.running]);
  }

  async send(jobs: readonly LiveJob[]): Promise<void> {
    if (this.stopped) return;
    for (const job of jobs) {
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.wakeIfIdle();
      });
      this.running.add(run);
    }
  }

  /** Resolves once no job is running. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.wakeIfIdle();
    });
  }

  private async run(job: LiveJob): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runJob(job);
      } catch (error) {
        if (this.stopped || attempt === MAX_ATTEMPTS) return console.error('live update job failed', job, error);
        await sleep(100 * attempt);
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

export const localLiveQueue = new LocalLiveQueue();
