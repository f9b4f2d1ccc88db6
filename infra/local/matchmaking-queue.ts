import { examineTicket } from '../../functions/matchmaking/examine.ts';
import { installMatchQueue, type MatchJob } from '../../functions/matchmaking/queue.ts';
import { atTime, systemClock } from '../../functions/adapters/clock.ts';
import { outsideDeadline } from '../../functions/adapters/dynamo.ts';
import type { JobQueue } from '../../functions/adapters/job-queue.ts';
import { LocalJobQueue } from './job-queue.ts';
import type { LocalService } from './local-service.ts';

/**
 * The matchmaking queue and its worker on one machine, in place of SQS and the worker's Lambda:
 * a job runs at once, outside the deadline of the request that queued it (its own invocation),
 * or, held back like SQS's DelaySeconds, once its delay has passed on the server's clock (so a
 * jump of the clock past it runs it at once, as a ticket's expiry follows that clock): an in-process timer, which
 * a restart forgets (a ticket searching then is looked at again only when a newer ticket of its
 * pool is, and expires unseen: the local server keeps no queue across restarts, docs/matchmaking.md).
 */
class LocalMatchQueue implements JobQueue<MatchJob>, LocalService {
  readonly name = 'matchmaking-queue';
  // Each job is one invocation of the function that drains the queue on AWS: the bot worker's (infra/stack.ts).
  private readonly now = new LocalJobQueue<MatchJob>(
    'bots-move',
    () => {},
    async (job) => {
      await examineTicket(job.ticketId);
    },
  );
  /** The held jobs' cancels. */
  private readonly held = new Set<() => void>();

  async start(): Promise<void> {
    await this.now.start();
    installMatchQueue(this);
  }

  async stop(): Promise<void> {
    installMatchQueue(undefined);
    for (const cancel of this.held) cancel();
    this.held.clear();
    await this.now.stop();
  }

  async send(jobs: readonly MatchJob[]): Promise<void> {
    for (const job of jobs) {
      if (!job.delayMs) {
        await outsideDeadline(() => this.now.send([job]));
        continue;
      }
      const cancel = atTime(systemClock.now() + job.delayMs, () => {
        this.held.delete(cancel);
        void this.now.send([{ ticketId: job.ticketId }]);
      });
      this.held.add(cancel);
    }
  }

  /** Resolves once no look is running (the held ones are not waited for). */
  idle(): Promise<void> {
    return this.now.idle();
  }
}

export const localMatchQueue = new LocalMatchQueue();
