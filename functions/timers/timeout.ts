import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { deadlineOf, timeoutDue, type GameState } from '../../domain/platform/index.ts';
import { loadGame, runCommand } from '../games/command-service.ts';
import { logger } from '../adapters/logger.ts';
import { Problem } from '../http/problem.ts';

/**
 * `{ gameId, period }`. A schedule armed before the timed period was named `period` carries
 * the same number as `step`; it can still be pending for up to a TurnTime (a day).
 */
const TimerInput = z.union([
  z.object({ gameId: z.string().min(1), period: z.int().min(0) }),
  z.object({ gameId: z.string().min(1), step: z.int().min(0) }).transform(({ gameId, step }) => ({ gameId, period: step })),
]);

/**
 * How early a timer may fire and still wait for its deadline: EventBridge Scheduler keeps
 * time to the minute (it may invoke anywhere within the minute of its `at`), and a local
 * timer may wake a millisecond before the wall clock agrees.
 */
const EARLY_WAIT_MS = 60_000;

/**
 * The target of every turn timer (EventBridge Scheduler on AWS, the in-process scheduler on
 * one machine): applies the default of the period the timer was armed for, if the game is still
 * in that period and it has run out. Anything else (the period was played, the default applied
 * already by an earlier firing or by a late command, a game that has ended) changes nothing.
 * A player's command racing it: runCommand's conditional append lets exactly one of the two
 * write the next version; the loser reloads and finds the period over.
 */
export async function handler(event: unknown): Promise<void> {
  const input = TimerInput.safeParse(event);
  if (!input.success) {
    // Nothing a retry could fix: say so and let the schedule complete.
    logger.error('turn timer input not understood', { event });
    return;
  }
  const { gameId, period } = input.data;
  const state = await load(gameId);
  if (!state) return;
  await waitIfEarly(state, period);
  if (!timeoutDue(state, period, Date.now())) {
    logger.debug('turn timer found its period over', { gameId, period });
    return;
  }
  // runCommand applies the overdue defaults itself (and reloads on a race); nothing more to decide.
  await runCommand(gameId, { decide: () => [] });
  logger.info('turn timer applied the default', { gameId, period, lateByMs: Date.now() - deadlineOf(state)! });
}

async function load(gameId: string): Promise<GameState | undefined> {
  try {
    return (await loadGame(gameId)).state;
  } catch (error) {
    if (error instanceof Problem) {
      logger.error('turn timer for a game that does not exist', { gameId });
      return undefined;
    }
    throw error;
  }
}

/** Fired a little before the deadline of the very period it is for: wait for it. */
async function waitIfEarly(state: GameState, period: number): Promise<void> {
  const deadline = deadlineOf(state);
  if (deadline === null || state.clock?.period !== period) return;
  const early = deadline - Date.now();
  if (early > 0 && early <= EARLY_WAIT_MS) await sleep(early);
}
