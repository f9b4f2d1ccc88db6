/**
 * Quicks `strong`: every plan the step allows is played out on the sheets the view shows and
 * the one worth most (worth.ts) is sent. The thrower plans step `white` together with the
 * coloured cross its dice already offer, so a number is let be in step `white` when a better
 * one waits in step `colour`, and a penalty counts against passing both.
 */
import type { PlayerId } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { whiteSum } from '../cross-rule.ts';
import { ROWS, lastNumberOf, type Row } from '../rows.ts';
import { offersLeft } from './horizon.ts';
import { boardOf, colourCrossesOf, thrownDice, whiteRowsOf, withCross, type QuicksView, type SheetView } from './view.ts';
import { ends, worth, type Position } from './worth.ts';

interface Plan {
  readonly command: Command;
  readonly worth: number;
}

const best = (plans: Plan[]): Plan => plans.reduce((a, b) => (b.worth > a.worth ? b : a));

function crossed(position: Position, me: PlayerId, row: Row, number: number): Position {
  const isLast = number === lastNumberOf(row);
  return {
    sheets: { ...position.sheets, [me]: withCross(position.sheets[me]!, row, number, isLast) },
    lockedRows: isLast ? [...position.lockedRows, row] : position.lockedRows,
  };
}

const penalised = (position: Position, me: PlayerId): Position => {
  const sheet: SheetView = position.sheets[me]!;
  return { ...position, sheets: { ...position.sheets, [me]: { ...sheet, penalties: sheet.penalties + 1 } } };
};

/** Step `colour` from `position`: pass (with the penalty unless the thrower crossed in step white) or cross. */
function colourPlans(view: QuicksView, me: PlayerId, position: Position, crossedInWhite: boolean): Plan[] {
  const { config } = view;
  const score = (p: Position) => worth(p, me, config, offersLeft(p, config));
  const pass: Plan = { command: { type: 'pass' }, worth: score(crossedInWhite ? position : penalised(position, me)) };
  return [
    pass,
    ...colourCrossesOf(view, position.lockedRows, position.sheets[me]!).map(({ row, white, number }) => ({
      command: { type: 'cross', row, white } as const,
      worth: score(crossed(position, me, row, number)),
    })),
  ];
}

/** Step `white`: pass or cross the white sum; the thrower's plan goes on into step colour. */
function whitePlans(view: QuicksView, me: PlayerId, position: Position): Plan[] {
  const { config } = view;
  const number = whiteSum(thrownDice(view));
  const thrower = view.turn?.playerId === me;
  const then = (after: Position, didCross: boolean): number => {
    // An end in step white means no step colour and no penalty (ruling 8).
    if (!thrower || ends(after, config)) return worth(after, me, config, offersLeft(after, config));
    return best(colourPlans(view, me, after, didCross)).worth;
  };
  return [
    { command: { type: 'pass' }, worth: then(position, false) },
    ...whiteRowsOf(view, position.sheets[me]!).map((row) => ({
      command: { type: 'cross', row } as const,
      worth: then(crossed(position, me, row, number), true),
    })),
  ];
}

/**
 * Whether the thrower crossed in step white: the view keeps no history, so a row whose last
 * cross is the white sum is taken to be this turn's. It errs only when that number was crossed
 * in an earlier turn and nothing now.
 */
const crossedInWhite = (view: QuicksView, sheet: SheetView): boolean =>
  ROWS.some((row) => sheet.rows[row].at(-1) === whiteSum(thrownDice(view)));

export function strongMove(view: QuicksView, me: PlayerId): Command {
  const board = boardOf(view);
  const position: Position = { sheets: board.sheets, lockedRows: board.lockedRows };
  switch (view.turn?.step) {
    case 'white':
      return best(whitePlans(view, me, position)).command;
    case 'colour':
      return best(colourPlans(view, me, position, crossedInWhite(view, board.sheets[me]!))).command;
    default:
      return { type: 'throw' };
  }
}
