/** Quicks `easy`: cross only a number that passes nothing by (the next one in its row), else pass. */
import type { PlayerId } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { whiteSum } from '../cross-rule.ts';
import { positionIn, type Row } from '../rows.ts';
import { boardOf, colourCrossesOf, thrownDice, whiteRowsOf, type QuicksView, type SheetView } from './view.ts';

const skipsNothing = (sheet: SheetView, row: Row, number: number): boolean => {
  const last = sheet.rows[row].at(-1);
  return positionIn(row, number) === (last === undefined ? 0 : positionIn(row, last) + 1);
};

export function easyMove(view: QuicksView, me: PlayerId): Command {
  const board = boardOf(view);
  const sheet = board.sheets[me]!;
  switch (view.turn?.step) {
    case 'white': {
      const row = whiteRowsOf(view, sheet).find((r) => skipsNothing(sheet, r, whiteSum(thrownDice(view))));
      return row ? { type: 'cross', row } : { type: 'pass' };
    }
    case 'colour': {
      const cross = colourCrossesOf(view, board.lockedRows, sheet).find((c) => skipsNothing(sheet, c.row, c.number));
      return cross ? { type: 'cross', row: cross.row, white: cross.white } : { type: 'pass' };
    }
    default:
      return { type: 'throw' };
  }
}
