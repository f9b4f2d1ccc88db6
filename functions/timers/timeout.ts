import * as z from 'zod';
import { deadlineOf, timeoutDue, type GameState } from '../../domain/platform/index.ts';
import { systemClock, type Clock } from '../adapters/clock.ts';
import { logger } from '../adapters/logger.ts';
import { loadGame, runCommand } from '../games/command-service.ts';
import { remind } from '../notifications/remind.ts';
import { timerFired } from '../observability/metrics.ts';
import { observed } from '../observability/middleware.ts';
import { forgetTimer } from './pending.ts';

/**
 * `{ gameId, period }`, and `reminder` (hours before the deadline) for a reminder's timer. A
 * schedule armed before the timed period was named `period` carries the same number as `step`;
 * it can still be pending for up to a TurnTime (14 days).
 */
const TimerInput = z.union([
  z.object({ gameId: z.string().min(1), period: z.int().min(0), reminder: z.int().min(1).optional() }),
  z
    .object({ gameId: z.string().min(1), step: z.int().min(0) })
    .transform(({ gameId, step }): { gameId: string; period: number; reminder?: number } => ({ gameId, period: step })),
]);

/**
 * How early a timer may fire and still wait for its deadline: EventBridge Scheduler keeps
 * time to the minute (it may invoke anywhere within the minute of its `at`), and a local
 * timer may wake a millisecond before the wall clock agrees.
 */
const EARLY_WAIT_MS = 60_000;

/**
 * What a firing did: applied the default, reminded the players awaited, or found nothing to do
 * (the period over, no such game, input not understood).
 */
export type TimeoutOutcome = 'applied' | 'reminded' | 'nothing-due';

/**
 * The target of every turn timer (EventBridge Scheduler on AWS, the in-process scheduler on
 * one machine): applies the default of the period the timer was armed for, if the game is still
 * in that period and it has run out. Anything else (the period was played, the default applied
 * already by an earlier firing or by a late command, a game that has ended) changes nothing.
 * A player's command racing it: runCommand's conditional append lets exactly one of the two
 * write the next version; the loser reloads and finds the period over.
 */
export const timeoutTarget =
  (clock: Clock) =>
  async (event: unknown): Promise<TimeoutOutcome> => {
    const input = TimerInput.safeParse(event);
    if (!input.success) {
      // Nothing a retry could fix: say so and let the schedule complete.
      logger.error('turn timer input not understood', { event });
      return 'nothing-due';
    }
    const { gameId, period, reminder } = input.data;
    const loaded = await loadGame(gameId);
    if (!loaded) {
      logger.error('turn timer for a game that does not exist', { gameId });
      return 'nothing-due';
    }
    const { state } = loaded;
    // A reminder's timer (the same function and schedule group as the deadline's: no resources of its own).
    if (reminder !== undefined) {
      const reminded = await remind(state, period, reminder);
      // Done with, whatever it found: off the ledger, so that the sweep does not take it again.
      // Only once its pushes are queued: a failure before leaves it there for the sweep to retry.
      await forgetTimer({ gameId, period, reminder });
      logger.info(reminded ? 'turn reminder queued' : 'turn reminder found its period over', { gameId, period, reminder });
      return reminded ? 'reminded' : 'nothing-due';
    }
    await waitIfEarly(state, period, clock);
    if (!timeoutDue(state, period, clock.now())) {
      logger.debug('turn timer found its period over', { gameId, period });
      return 'nothing-due';
    }
    // runCommand applies the overdue defaults itself (and reloads on a race); nothing more to decide.
    await runCommand(gameId, { decide: () => [] }, clock);
    const lateByMs = clock.now() - deadlineOf(state)!;
    timerFired(lateByMs);
    logger.info('turn timer applied the default', { gameId, period, lateByMs });
    return 'applied';
  };

/** Fired a little before the deadline of the very period it is for: wait for it. */
async function waitIfEarly(state: GameState, period: number, clock: Clock): Promise<void> {
  const deadline = deadlineOf(state);
  if (deadline === null || state.clock?.period !== period) return;
  const early = deadline - clock.now();
  if (early > 0 && early <= EARLY_WAIT_MS) await clock.sleep(early);
}

export const handler = observed(timeoutTarget(systemClock));
