/** What a Quicks bot reads: its view (docs/contract.md "The game view", quicks) and the rules as they apply to it. */
import type { GameView } from '../../platform/view.ts';
import type { PlayerId } from '../../kernel/index.ts';
import type { Config } from '../config.ts';
import { colourSum, crossBreaksOn, whiteSum } from '../cross-rule.ts';
import type { Dice } from '../events.ts';
import { ROWS, type Row } from '../rows.ts';
import type { Board } from '../view.ts';

export type QuicksView = GameView<Board, Config>;
export type SheetView = Board['sheets'][PlayerId];

/** A game in play: the board is shown, the dice are thrown in steps `white` and `colour`. */
export function boardOf(view: QuicksView): Board {
  if (!view.board) throw new Error('a Quicks bot is only asked while the game is in play');
  return view.board;
}

export function thrownDice(view: QuicksView): Dice {
  const dice = boardOf(view).dice;
  if (!dice) throw new Error('steps white and colour come after the throw');
  return dice;
}

/** Whether `number` may be crossed in `row` of `sheet` (ruling 2), with `lockedRows` closed. */
export const mayCross = (view: QuicksView, lockedRows: readonly Row[], sheet: SheetView, row: Row, number: number): boolean =>
  crossBreaksOn({ lockedRows, crossed: sheet.rows[row], LockAt: view.config.LockAt }, row, number) === null;

/** Step `white`: the rows of `sheet` that take the white sum. */
export const whiteRowsOf = (view: QuicksView, sheet: SheetView): Row[] => {
  const board = boardOf(view);
  return ROWS.filter((row) => mayCross(view, board.lockedRows, sheet, row, whiteSum(thrownDice(view))));
};

export interface ColourCross {
  readonly row: Row;
  readonly white: 0 | 1;
  readonly number: number;
}

/** Step `colour`: the crosses of a white die plus a coloured die still in the game, on `sheet` (ruling 6). */
export function colourCrossesOf(view: QuicksView, lockedRows: readonly Row[], sheet: SheetView): ColourCross[] {
  const dice = thrownDice(view);
  return ROWS.flatMap((row) =>
    ([0, 1] as const).flatMap((white) => {
      const number = lockedRows.includes(row) ? null : colourSum(dice, row, white);
      return number !== null && mayCross(view, lockedRows, sheet, row, number) ? [{ row, white, number }] : [];
    }),
  );
}

/** The sheet with `number` crossed in `row`; the last number is the player's lock. */
export function withCross(sheet: SheetView, row: Row, number: number, isLast: boolean): SheetView {
  return {
    ...sheet,
    rows: { ...sheet.rows, [row]: [...sheet.rows[row], number] },
    locks: isLast ? [...sheet.locks, row] : sheet.locks,
  };
}
