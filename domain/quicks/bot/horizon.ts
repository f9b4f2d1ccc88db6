/**
 * How many more numbers each row of a sheet can expect before the game ends, from what the
 * view shows: the end comes with the `LockedRows`-th lock or the `Penalties`-th penalty
 * (ruling 8), whichever looks nearer. The constants are rough rates (a cross every few throws
 * in a row being pushed, the last number's few chances in 36 a throw, a penalty every few
 * turns); simulated games hardly tell their variations apart.
 */
import type { Config } from '../config.ts';
import { ROWS, positionIn, type Row } from '../rows.ts';
import type { Position } from './worth.ts';

const THROWS_PER_CROSS = 2.5;
const THROWS_TO_LAST_NUMBER = 14;
const TURNS_PER_PENALTY = 3;
/**
 * The horizon of `rowValue` for each throw left. Tuned against bench/bots.ts's greedy bot (the
 * win rates of each rate tried: docs/bots.md, Figures): above one, as the model gives a row one
 * number an offer while the thrower sees three.
 */
const OFFERS_PER_THROW = 1.2;

/** Throws until someone can lock `row`, or Infinity when no sheet can reach its last number. */
function throwsToLock(position: Position, row: Row, config: Config): number {
  return Math.min(
    ...Object.values(position.sheets).map((sheet) => {
      const crossed = sheet.rows[row];
      const last = crossed.at(-1);
      const cellsLeft = 9 - (last === undefined ? -1 : positionIn(row, last));
      const needed = Math.max(0, config.LockAt - crossed.length);
      return needed > cellsLeft ? Infinity : needed * THROWS_PER_CROSS + THROWS_TO_LAST_NUMBER;
    }),
  );
}

function throwsLeft(position: Position, config: Config): number {
  const seats = Object.keys(position.sheets).length;
  const penaltiesLeft = Math.min(...Object.values(position.sheets).map((s) => config.Penalties - s.penalties));
  const byPenalties = penaltiesLeft * seats * TURNS_PER_PENALTY;
  const locksLeft = config.LockedRows - position.lockedRows.length;
  const toLock = ROWS.filter((row) => !position.lockedRows.includes(row))
    .map((row) => throwsToLock(position, row, config))
    .sort((a, b) => a - b);
  const byLocks = toLock[locksLeft - 1] ?? Infinity;
  return Math.max(1, Math.min(byPenalties, byLocks));
}

export const offersLeft = (position: Position, config: Config): number => throwsLeft(position, config) * OFFERS_PER_THROW;
