import type { PlayerId, Result } from '../kernel/index.ts';
import { highestScoresWin } from '../kernel/index.ts';
import { ROWS, type Row } from './rows.ts';
import type { Sheet, State } from './state.ts';

/** Rules, "Points": 1, 3, 6, … 78 for 1 to 12 crosses (the lock counts as a cross). */
export const pointsFor = (crosses: number): number => (crosses * (crosses + 1)) / 2;

/** A row's crosses: its numbers, and the lock as "one more cross for whoever did it". */
export const crossesIn = (sheet: Sheet, row: Row): number => sheet.rows[row].length + (sheet.locks.includes(row) ? 1 : 0);

/** Ruling 9: the four rows added up, minus `PenaltyPoints` for each penalty. */
export const scoreOf = (sheet: Sheet, penaltyPoints: number): number =>
  ROWS.reduce((sum, row) => sum + pointsFor(crossesIn(sheet, row)), 0) - penaltyPoints * sheet.penalties;

/** Every seated player's score; every tied player on the most points wins (ruling 9). */
export function finalResult(state: State): Result {
  const scores: Record<PlayerId, number> = Object.fromEntries(
    state.players.map((p) => [p, scoreOf(state.sheets[p]!, state.config.PenaltyPoints)]),
  );
  return highestScoresWin(scores, state.players);
}

/** Ruling 8: `LockedRows` rows locked, or a player with `Penalties` penalties. */
export const endReached = (state: State): boolean =>
  state.lockedRows.length >= state.config.LockedRows || state.players.some((p) => state.sheets[p]!.penalties >= state.config.Penalties);
