import { deadlineOf, isPlatformEvent } from '../../domain/platform/index.ts';
import { reportAwsCall } from '../adapters/aws-calls.ts';
import { remindersOf } from './reminders.ts';
import { GameMovedOn, inputOf, type Scheduler, type TurnTimer } from './scheduler.ts';
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

    // Reported here, where EventBridge Scheduler and the local one meet (aws-calls.ts).
    if (ended !== undefined) {
      // The period's reminders (reminders.ts) go with its deadline: those fired already are gone, and cancelling them changes nothing.
      for (const timer of [{ gameId: item.gameId, period: ended }, ...remindersOf(before!)]) {
        reportAwsCall({ service: 'scheduler', operation: 'DeleteSchedule' });
        await scheduler.cancel(inputOf(timer));
      }
    }
    // What the function knows may be behind the table (a record read late): each timer is armed
    // as of the version it knows, which the ledger's write checks is still the newest; if it is
    // not, the game as it is now is read, and the period armed only if it is still going on.
    let now = latest;
    while (began !== undefined && now?.clock?.period === began && deadlineOf(now)) {
      const asOf = now.version;
      const timers: TurnTimer[] = [{ gameId: item.gameId, period: began, at: deadlineOf(now)! }, ...remindersOf(now)];
      try {
        for (const timer of timers) {
          reportAwsCall({ service: 'scheduler', operation: 'CreateSchedule' });
          await scheduler.arm({ ...timer, asOf });
        }
        return;
      } catch (error) {
        if (!(error instanceof GameMovedOn)) throw error;
        now = (await readLatest(item.gameId)) ?? null;
      }
    }
  };
  return armTimers;
}
