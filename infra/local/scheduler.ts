import { atTime } from '../../functions/adapters/clock.ts';
import { withRetries } from '../../functions/adapters/retry.ts';
import { forgetTimer, pendingTimers, recordTimer } from '../../functions/timers/pending.ts';
import { handler as timeoutHandler } from '../../functions/timers/timeout.ts';
import { inputOf, timerName, type Scheduler, type TimerInput, type TurnTimer } from '../../functions/timers/scheduler.ts';
import type { LocalService } from './local-service.ts';
import { asLocalStandIn, invoke } from './invocations.ts';

/** The function a schedule invokes on AWS (infra/constructs/catalog.ts). */
export const TIMEOUT_FUNCTION = 'timers-timeout';

/** Pending timers kept in memory at once; past it, a deadline is still enforced by the next command. */
const MAX_PENDING = 10_000;
/** Pages of pending timers read at start (100 timers each). */
const MAX_PAGES = 1_000;

/** The waits between the attempts of a firing that failed: doubling, never longer than the cap. */
export interface FireBackoff {
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Half a second, doubling up to three: a default is applied within a few seconds of DynamoDB
 * coming back (at most the cap, and the attempt's own time), and an outage costs one attempt
 * per timer every three seconds.
 */
const OUTAGE_BACKOFF: FireBackoff = { firstDelayMs: 500, maxDelayMs: 3_000 };

/**
 * EventBridge Scheduler's stand-in for `npm start`: a wait for each pending period's moment on
 * the server's clock (atTime: a jump of the clock past it fires it at once) that calls the
 * very same timeout handler. Each pending timer is also kept in the ledger of pending
 * timers (pending.ts), so a restart with DATA_DIR re-arms what was pending; a timer fired (or
 * cancelled) is forgotten, as Scheduler deletes a completed schedule. Arming before `start`
 * only records the timer; `start` arms them all.
 */
export class LocalScheduler implements Scheduler, LocalService {
  readonly name = 'scheduler';
  private running = false;
  /** Aborted by `stop`, so a firing waiting out an outage does not hold the shutdown up. */
  private stopping = new AbortController();
  /** Each pending timer's cancel. */
  private readonly pending = new Map<string, () => void>();
  private readonly firing = new Set<Promise<void>>();

  constructor(
    private readonly fire: (input: TimerInput) => Promise<unknown> = timeoutHandler,
    private readonly backoff: FireBackoff = OUTAGE_BACKOFF,
  ) {}

  async arm(timer: TurnTimer): Promise<void> {
    if (this.pending.has(timerName(timer))) return;
    await recordTimer(timer);
    if (this.running) this.schedule(timer);
  }

  async cancel(timer: TimerInput, superseded?: boolean): Promise<void> {
    this.pending.get(timerName(timer))?.();
    this.pending.delete(timerName(timer));
    if (!superseded) await forgetTimer(timer, { olderKey: false });
  }

  async start(): Promise<void> {
    this.running = true;
    this.stopping = new AbortController();
    for (const timer of await this.stored()) this.schedule(timer);
  }

  /** Stops the clocks (pending timers stay in the table for the next start) and lets firings finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping.abort();
    for (const cancel of this.pending.values()) cancel();
    this.pending.clear();
    await Promise.all(this.firing);
  }

  /** The timers recorded in the read table, soonest first. */
  stored(): Promise<TurnTimer[]> {
    return pendingTimers(MAX_PAGES);
  }

  private schedule(timer: TurnTimer): void {
    const name = timerName(timer);
    if (this.pending.has(name)) return;
    if (this.pending.size >= MAX_PENDING) {
      console.error(`local scheduler: ${MAX_PENDING} timers pending; ${name} waits for the next command`);
      return;
    }
    const cancel = atTime(timer.at, () => {
      this.pending.delete(name);
      const firing = this.fireUntilDone(timer);
      this.firing.add(firing);
      void firing.finally(() => this.firing.delete(firing));
    });
    this.pending.set(name, cancel);
  }

  /**
   * Fires until the handler is done with the period: it returns once the default is applied
   * or no longer due, and throws only when it could not tell (DynamoDB unreachable). So a
   * failed firing is tried again, with capped backoff, for as long as it takes; only stopping
   * the scheduler ends the attempts, and the ledger still holds the timer for the next start.
   */
  private async fireUntilDone(timer: TurnTimer): Promise<void> {
    let reported = false;
    const fire = async () => {
      // A schedule firing is one invocation of the timeout function.
      await invoke(TIMEOUT_FUNCTION, () => this.fire(inputOf(timer)));
      // As Scheduler deletes a schedule that ran: the stand-in's own doing, no function's request.
      await asLocalStandIn(() => forgetTimer(timer));
    };
    try {
      await withRetries(fire, {
        attempts: Infinity,
        ...this.backoff,
        signal: this.stopping.signal,
        retryable: (error) => {
          // One line per timer and outage, not one per attempt.
          if (this.running && !reported)
            console.error(`local scheduler: timer ${timerName(timer)} failed (${error.message}); trying again`);
          reported = true;
          return this.running;
        },
      });
      if (reported) console.log(`local scheduler: timer ${timerName(timer)} fired after all`);
    } catch (error) {
      if (this.running) console.error(`local scheduler: timer ${timerName(timer)} failed`, error);
    }
  }
}

/** The one local scheduler: the timers stream consumer arms it, the stack starts and stops it. */
export const localScheduler = new LocalScheduler();
