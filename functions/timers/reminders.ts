import { deadlineOf, type GameState } from '../../domain/platform/index.ts';
import type { TurnTimer } from './scheduler.ts';

const HOUR_MS = 3600_000;

/**
 * The reminders of a step (docs/contract.md, Notifications): 1 hour before the deadline in a
 * step of at least 2 hours, and 24 hours before too in one of at least 2 days. Each is a timer
 * of its own beside the deadline's, armed and cancelled with it.
 */
const REMINDERS = [
  { hours: 24, fromStepHours: 48 },
  { hours: 1, fromStepHours: 2 },
] as const;

/** The reminder timers of the game's current period, soonest first; none when nothing is timed. */
export function remindersOf(state: GameState): TurnTimer[] {
  const deadline = deadlineOf(state);
  if (deadline === null || !state.clock) return [];
  const { period } = state.clock;
  return REMINDERS.filter(({ fromStepHours }) => state.config.TurnTime * 1000 >= fromStepHours * HOUR_MS).map(({ hours }) => ({
    gameId: state.gameId,
    period,
    reminder: hours,
    at: reminderMoment(deadline, hours),
  }));
}

/** The moment a reminder is for: `hours` before the deadline (ms). */
export const reminderMoment = (deadline: number, hours: number): number => deadline - hours * HOUR_MS;
