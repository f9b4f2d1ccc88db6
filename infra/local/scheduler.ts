import { DeleteCommand, paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { listOrder, lists, onList, queryList, readIndexes, readKeys } from '../../functions/adapters/read-keys.ts';
import { withRetries } from '../../functions/adapters/retry.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { handler as timeoutHandler } from '../../functions/timers/timeout.ts';
import { timerName, type Scheduler, type TimerInput, type TurnTimer } from '../../functions/timers/scheduler.ts';
import type { LocalService } from './services.ts';

/** Pending timers kept in memory at once; past it, a deadline is still enforced by the next command. */
const MAX_PENDING = 10_000;
const MAX_FIRE_ATTEMPTS = 3;
/** Pages of pending timers read at start (100 timers or 1 MB each). */
const MAX_PAGES = 1_000;

const itemKey = ({ gameId, period }: TimerInput) => readKeys.timer(gameId, period);

/**
 * EventBridge Scheduler's stand-in for `npm start`: a setTimeout per pending period that calls
 * the very same timeout handler. Each pending timer is also kept in the read table (on the
 * list of timers, soonest first: read-keys.ts), so a restart with DATA_DIR
 * re-arms what was pending; a timer fired (or cancelled) is deleted, as Scheduler deletes a
 * completed schedule. Arming before `start` only records the timer; `start` arms them all.
 */
export class LocalScheduler implements Scheduler, LocalService {
  readonly name = 'scheduler';
  private running = false;
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly firing = new Set<Promise<void>>();

  constructor(private readonly fire: (input: TimerInput) => Promise<void> = timeoutHandler) {}

  async arm(timer: TurnTimer): Promise<void> {
    if (this.pending.has(timerName(timer))) return;
    const { read } = tableNames();
    await dynamo().send(
      new PutCommand({
        TableName: read,
        Item: {
          ...itemKey(timer),
          gameId: timer.gameId,
          period: timer.period,
          at: timer.at,
          ...onList(lists.timers, listOrder.timer(new Date(timer.at).toISOString(), timerName(timer))),
        },
      }),
    );
    if (this.running) this.schedule(timer);
  }

  async cancel(timer: TimerInput): Promise<void> {
    clearTimeout(this.pending.get(timerName(timer)));
    this.pending.delete(timerName(timer));
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: itemKey(timer) }));
  }

  async start(): Promise<void> {
    this.running = true;
    for (const timer of await this.stored()) this.schedule(timer);
  }

  /** Stops the clocks (pending timers stay in the table for the next start) and lets firings finish. */
  async stop(): Promise<void> {
    this.running = false;
    for (const timeout of this.pending.values()) clearTimeout(timeout);
    this.pending.clear();
    await Promise.all(this.firing);
  }

  /** The timers recorded in the read table, soonest first. */
  async stored(): Promise<TurnTimer[]> {
    const timers: TurnTimer[] = [];
    const pages = paginateQuery({ client: dynamo() }, { TableName: tableNames().read, ...queryList(readIndexes.lists, lists.timers) });
    let read = 0;
    for await (const page of pages) {
      for (const item of page.Items ?? []) timers.push({ gameId: item.gameId, period: item.period, at: item.at });
      if (++read >= MAX_PAGES) break;
    }
    return timers;
  }

  private schedule(timer: TurnTimer): void {
    const name = timerName(timer);
    if (this.pending.has(name)) return;
    if (this.pending.size >= MAX_PENDING) {
      console.error(`local scheduler: ${MAX_PENDING} timers pending; ${name} waits for the next command`);
      return;
    }
    // TurnTime is at most a day, well inside setTimeout's range (about 24.8 days).
    const timeout = setTimeout(
      () => {
        this.pending.delete(name);
        const firing = this.fireAndForget(timer);
        this.firing.add(firing);
        void firing.finally(() => this.firing.delete(firing));
      },
      Math.max(0, timer.at - Date.now()),
    );
    this.pending.set(name, timeout);
  }

  /** Like Scheduler's retry policy, a failed firing is tried again a few times; then it is logged. */
  private async fireAndForget(timer: TurnTimer): Promise<void> {
    const fire = async () => {
      await this.fire({ gameId: timer.gameId, period: timer.period });
      await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: itemKey(timer) }));
    };
    try {
      await withRetries(fire, { attempts: MAX_FIRE_ATTEMPTS, firstDelayMs: 200, retryable: () => this.running });
    } catch (error) {
      console.error(`local scheduler: timer ${timerName(timer)} failed`, error);
    }
  }
}

/** The one local scheduler: the timers stream consumer arms it, the stack starts and stops it. */
export const localScheduler = new LocalScheduler();
