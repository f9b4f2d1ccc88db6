import type { PlayerId } from '../kernel/index.ts';
import type { Dice } from './events.ts';
import { ROWS, lastNumberOf, positionIn, type Row } from './rows.ts';
import type { State } from './state.ts';

/**
 * Ruling 2, a legal cross: the row is not locked; the number lies to the right of every
 * number already crossed in that row; the last number also needs `LockAt` crosses already.
 * Returns null when the cross is legal, else the sentence that says which rule it breaks.
 */
export const crossBreaks = (state: State, player: PlayerId, row: Row, number: number): string | null =>
  crossBreaksOn({ lockedRows: state.lockedRows, crossed: state.sheets[player]?.rows[row] ?? [], LockAt: state.config.LockAt }, row, number);

/** What ruling 2 reads: the locked rows, the numbers already crossed in the row, and LockAt. */
export interface CrossContext {
  readonly lockedRows: readonly Row[];
  readonly crossed: readonly number[];
  readonly LockAt: number;
}

/** Ruling 2 on what a player sees of the game (a bot reads it from its view). */
export function crossBreaksOn({ lockedRows, crossed, LockAt }: CrossContext, row: Row, number: number): string | null {
  if (lockedRows.includes(row)) return `The ${row} row is locked: crossing its last number "locks the row for everyone".`;
  const last = crossed.at(-1);
  if (last !== undefined && positionIn(row, number) <= positionIn(row, last)) {
    return `"A row is crossed from left to right": ${number} does not lie to the right of ${last}, already crossed in the ${row} row, and "what is passed by stays open for good".`;
  }
  if (number === lastNumberOf(row) && crossed.length < LockAt) {
    return `The last number of the ${row} row, ${number}, "may only be crossed by a player who already has ${LockAt} crosses in that row"; you have ${crossed.length}.`;
  }
  return null;
}

export const whiteSum = (dice: Dice): number => dice.white[0] + dice.white[1];

/** Step `white`: the rows in which `player` may cross the white sum. */
export const whiteRows = (state: State, player: PlayerId): Row[] =>
  state.dice ? ROWS.filter((row) => crossBreaks(state, player, row, whiteSum(state.dice!)) === null) : [];

/** Step `colour`: the white die added to the die of `row`'s colour, if that die is in the game. */
export const colourSum = (dice: Dice, row: Row, white: 0 | 1): number | null => {
  const coloured = dice[row];
  return coloured === undefined ? null : dice.white[white] + coloured;
};

/** Step `colour`: the thrower's legal coloured crosses (ruling 6: dice in the game, rows not locked). */
export function colourCrosses(state: State): { row: Row; white: 0 | 1 }[] {
  const { dice, current: thrower } = state;
  if (!dice || !thrower) return [];
  return ROWS.flatMap((row) =>
    ([0, 1] as const)
      .filter((white) => {
        const number = colourSum(dice, row, white);
        return number !== null && crossBreaks(state, thrower, row, number) === null;
      })
      .map((white) => ({ row, white })),
  );
}
