/**
 * How good a position is for the strong bot: its expected final points minus the best
 * opponent's, each row valued by `rowValue` over the offers still to come; a position that
 * ends the game is a win or a loss first and a margin second. Locking a row freezes it for
 * everyone, so a lock is weighed by what it takes from the others too.
 */
import type { PlayerId } from '../../kernel/index.ts';
import type { Config } from '../config.ts';
import { ROWS, positionIn, type Row } from '../rows.ts';
import { pointsFor } from '../scoring.ts';
import { rowValue } from './row-value.ts';
import type { SheetView } from './view.ts';

/** Everything a plan changes: every sheet, and the rows closed for everyone. */
export interface Position {
  readonly sheets: Readonly<Record<PlayerId, SheetView>>;
  readonly lockedRows: readonly Row[];
}

/** A game won outweighs any margin of points. */
const WIN = 1000;

const crossesOf = (sheet: SheetView, row: Row) => sheet.rows[row].length + (sheet.locks.includes(row) ? 1 : 0);

/** Ruling 9's score, as the game would count it now. */
const finalScore = (sheet: SheetView, config: Config) =>
  ROWS.reduce((sum, row) => sum + pointsFor(crossesOf(sheet, row)), 0) - config.PenaltyPoints * sheet.penalties;

/** Ruling 8: `LockedRows` rows locked, or a player with `Penalties` penalties. */
export const ends = (position: Position, config: Config): boolean =>
  position.lockedRows.length >= config.LockedRows || Object.values(position.sheets).some((s) => s.penalties >= config.Penalties);

function expectedScore(sheet: SheetView, position: Position, config: Config, horizon: number): number {
  const rows = ROWS.reduce((sum, row) => {
    if (position.lockedRows.includes(row)) return sum + pointsFor(crossesOf(sheet, row));
    const last = sheet.rows[row].at(-1);
    return sum + rowValue(config.LockAt, horizon, last === undefined ? -1 : positionIn(row, last), sheet.rows[row].length);
  }, 0);
  return rows - config.PenaltyPoints * sheet.penalties;
}

export function worth(position: Position, me: PlayerId, config: Config, horizon: number): number {
  const others = Object.keys(position.sheets).filter((p) => p !== me);
  if (ends(position, config)) {
    const mine = finalScore(position.sheets[me]!, config);
    const margin = mine - Math.max(...others.map((p) => finalScore(position.sheets[p]!, config)));
    // Ties: every tied player wins (ruling 9).
    return (margin >= 0 ? WIN : -WIN) + margin;
  }
  const value = (p: PlayerId) => expectedScore(position.sheets[p]!, position, config, horizon);
  return value(me) - Math.max(...others.map(value));
}
