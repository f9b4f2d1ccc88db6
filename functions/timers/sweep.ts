import pMap from 'p-map';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { logger } from '../adapters/logger.ts';
import { forgetTimer, overdueTimers } from './pending.ts';
import { inputOf, timerName, type TurnTimer } from './scheduler.ts';
import { timeoutTarget } from './timeout.ts';

/**
 * How long past its deadline a timer must be before the sweep takes it: a schedule fires
 * within the minute of its `at` and the timeout function may run 90 s, so one still on time
 * is left to its schedule.
 */
export const SWEEP_GRACE_MS = 3 * 60_000;
/** Timers per sweep, and at once: a backlog after an outage drains over a few runs, not in one burst. */
const PER_SWEEP = 200;
const AT_ONCE = 10;

export interface SweepReport {
  applied: number;
  forgotten: number;
  failed: number;
}

/**
 * The safety net of the turn timers on AWS, run every minute: every timer still on the
 * ledger (pending.ts) well past its deadline was missed (its schedule gave up, or the timeout
 * function kept failing while DynamoDB was unreachable). The sweep fires each through the
 * same timeout target; a period found over is taken off the ledger; one that fails again is
 * left there for the next sweep. So a default is applied, late but once, however long the
 * outage lasted.
 */
export const sweepTimers = (clock: Clock) => async (): Promise<SweepReport> => {
  const overdue = await overdueTimers(clock.now() - SWEEP_GRACE_MS, PER_SWEEP);
  const report: SweepReport = { applied: 0, forgotten: 0, failed: 0 };
  const fire = timeoutTarget(clock);
  await pMap(
    overdue,
    async (timer: TurnTimer) => {
      try {
        // Applied: its period ended, and the stream takes it off the ledger (the next period's entry overwrites it, or the cancel deletes it). A reminder fired is done with.
        if ((await fire(inputOf(timer))) === 'applied') report.applied++;
        else {
          await forgetTimer(timer);
          report.forgotten++;
        }
      } catch (error) {
        report.failed++;
        logger.warn('turn timer sweep could not fire a timer; the next sweep tries again', { timer: timerName(timer), error });
      }
    },
    { concurrency: AT_ONCE },
  );
  if (overdue.length > 0) logger.info('turn timer sweep', { overdue: overdue.length, ...report });
  return report;
};

export const handler = sweepTimers(systemClock);
