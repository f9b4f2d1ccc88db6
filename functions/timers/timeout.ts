import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { deadlineOf, timeoutDue, type GameState } from '../../domain/platform/index.ts';
import { loadGame, runCommand } from '../games/command-service.ts';
import { logger } from '../http/logger.ts';
import { Problem } from '../http/problem.ts';

const TimerInput = z.object({ gameId: z.string().min(1), step: z.int().min(0) });

/**
 * How early a timer may fire and still wait for its deadline: EventBridge Scheduler keeps
 * time to the minute (it may invoke anywhere within the minute of its `at`), and a local
 * timer may wake a millisecond before the wall clock agrees.
 */
const EARLY_WAIT_MS = 60_000;

/**
 * The target of every turn timer (EventBridge Scheduler on AWS, the in-process scheduler on
 * one machine): applies the default of the step the timer was armed for, if the game is still
 * in that step and it has run out. Anything else (the step was played, the default applied
 * already by an earlier firing or by a late command, a game that has ended) changes nothing.
 * A player's command racing it: runCommand's conditional append lets exactly one of the two
 * write the next version; the loser reloads and finds the step over.
 */
export async function handler(event: unknown): Promise<void> {
  const input = TimerInput.safeParse(event);
  if (!input.success) {
    // Nothing a retry could fix: say so and let the schedule complete.
    logger.error('turn timer input not understood', { event });
    return;
  }
  const { gameId, step } = input.data;
  const state = await load(gameId);
  if (!state) return;
  await waitIfEarly(state, step);
  if (!timeoutDue(state, step, Date.now())) {
    logger.debug('turn timer found its step over', { gameId, step });
    return;
  }
  // runCommand applies the overdue defaults itself (and reloads on a race); nothing more to decide.
  await runCommand(gameId, { decide: () => [] });
  logger.info('turn timer applied the default', { gameId, step, lateByMs: Date.now() - deadlineOf(state)! });
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

/** Fired a little before the deadline of the very step it is for: wait for it. */
async function waitIfEarly(state: GameState, step: number): Promise<void> {
  const deadline = deadlineOf(state);
  if (deadline === null || state.step?.number !== step) return;
  const early = deadline - Date.now();
  if (early > 0 && early <= EARLY_WAIT_MS) await sleep(early);
}
