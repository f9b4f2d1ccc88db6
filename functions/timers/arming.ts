import { LRUCache } from 'lru-cache';
import { deadlineOf, isPlatformEvent, type GameState } from '../../domain/platform/index.ts';
import { reportAwsCall } from '../adapters/aws-calls.ts';
import { remindersOf } from './reminders.ts';
import { GameMovedOn, inputOf, type Scheduler, type TimerInput, type TurnTimer } from './scheduler.ts';
import type { ItemConsumer } from '../stream/records.ts';
import { readLatest } from '../games/transition.ts';

/**
 * Arms a turn timer for each new period, from the event stream rather than in the command's
 * hot path, so a command stays one read and one write. For each stored item it compares the
 * period before and after the item: a period that ended has its timer cancelled; a period that
 * began is armed if it is still the game's current one, as the table has it (a later item arms
 * a later period).
 * The period's reminders are armed and cancelled with it. Idempotent: arming and cancelling
 * the same period again changes nothing.
 */
export function armTimers(scheduler: Scheduler): ItemConsumer {
  // Named, as every stream consumer is: its requests are counted by its name (records.ts).
  const armTimers: ItemConsumer = async (item, transition) => {
    // Nobody is timed by the platform's own events (but the start): no need to load the game for these.
    if (item.events.every((e) => isPlatformEvent(e) && e.type !== 'GameStarted')) return;

    const { before, after, latest } = await transition();
    const ended = before?.clock && before.clock.period !== after?.clock?.period ? before.clock.period : undefined;
    const began = after?.clock && after.clock.period !== before?.clock?.period ? after.clock.period : undefined;

    const armed = began === undefined ? [] : await armPeriod(scheduler, item.gameId, began, latest);
    if (began !== undefined) notePeriod(item.gameId, began, armed.length > 0);
    if (ended !== undefined) {
      // A period this function saw begin and armed nothing for has no entry on the ledger to forget.
      const neverArmed = periods.get(item.gameId)?.period === ended && !periods.get(item.gameId)!.armed;
      // The period's reminders (reminders.ts) go with its deadline: those fired already are gone, and cancelling them changes nothing.
      const endedTimers: TimerInput[] = [{ gameId: item.gameId, period: ended }, ...remindersOf(before!)];
      for (const timer of endedTimers) {
        // Reported here, where EventBridge Scheduler and the local one meet (aws-calls.ts).
        reportAwsCall({ service: 'scheduler', operation: 'DeleteSchedule' });
        // The next period's timer of the same kind, armed just before, took its place on the ledger.
        await scheduler.cancel(inputOf(timer), neverArmed || armed.some((next) => next.reminder === timer.reminder));
      }
    }
  };
  return armTimers;
}

/**
 * The period of each game whose beginning this function handled last, and whether it armed its
 * timers: one over by the time its record was read is armed not at all, so at its end the
 * ledger has nothing of it (a conditional delete that would fail: a request for nothing). A
 * function that did not see the beginning (cold, or another instance) deletes as before; a
 * record handled twice keeps what the first handling armed.
 */
const periods = new LRUCache<string, { period: number; armed: boolean }>({ max: 10_000 });

function notePeriod(gameId: string, period: number, armed: boolean): void {
  const known = periods.get(gameId);
  if (known?.period === period && known.armed) return;
  periods.set(gameId, { period, armed });
}

/**
 * Arms the period that began, with its reminders, and returns the timers armed (none if the
 * period is over). What the function knows may be behind the table (a record read late): each
 * timer is armed as of the version it knows, which the ledger's write checks is still the
 * newest; if it is not, the game as it is now is read, and the period armed only if it is
 * still going on. Armed before the ended period is cancelled, so that its ledger entry is
 * overwritten rather than deleted and put again.
 */
async function armPeriod(scheduler: Scheduler, gameId: string, began: number, latest: GameState | null): Promise<TurnTimer[]> {
  let now = latest;
  while (now?.clock?.period === began && deadlineOf(now)) {
    const asOf = now.version;
    const timers: TurnTimer[] = [{ gameId, period: began, at: deadlineOf(now)! }, ...remindersOf(now)];
    try {
      for (const timer of timers) {
        reportAwsCall({ service: 'scheduler', operation: 'CreateSchedule' });
        await scheduler.arm({ ...timer, asOf });
      }
      return timers;
    } catch (error) {
      if (!(error instanceof GameMovedOn)) throw error;
      now = (await readLatest(gameId)) ?? null;
    }
  }
  return [];
}
