/** Quicks' moves and events in words: the buttons, the move log, the replay, the hint and the analysis say them. */
import type { QuicksBoard, QuicksMove, QuicksRow } from '../../../src/index.ts';
import type { EventTexts } from '../../table.ts';

/** The coloured rows, top to bottom, as the sheet shows them. */
export const rows: readonly QuicksRow[] = ['red', 'yellow', 'green', 'blue'];

/** The number a cross puts in its row: the white sum, or in step `colour` one white die plus the row's die. */
export function numberOf(move: Extract<QuicksMove, { type: 'cross' }>, dice: NonNullable<QuicksBoard['dice']>): number {
  const [first = 0, second = 0] = dice.white;
  return move.white === undefined ? first + second : (dice.white[move.white] ?? 0) + (dice[move.row] ?? 0);
}

export function labelOf(move: QuicksMove, dice: QuicksBoard['dice']): string {
  if (move.type === 'throw') return 'Throw the dice';
  if (move.type === 'pass') return 'Pass';
  if (!dice) return `Cross in ${move.row}`;
  const number = numberOf(move, dice);
  return move.white === undefined
    ? `Cross ${number} in ${move.row}`
    : `Cross ${dice.white[move.white]} + ${dice[move.row]} = ${number} in ${move.row}`;
}

/** Quicks' dice in words: the whites, then each coloured die still in the game. */
function diceInWords(dice: QuicksBoard['dice']): string {
  if (!dice) return 'the dice';
  const coloured = rows.flatMap((row) => (dice[row] === undefined ? [] : [`${row} ${dice[row]}`]));
  return [`white ${dice.white.join(' and ')}`, ...coloured].join(', ');
}

export const eventTexts: EventTexts = {
  DiceThrown: (event, who) => `${who} threw ${diceInWords(event.dice as QuicksBoard['dice'])}`,
  ColourStepBegan: (_event, who) => `${who} may now use a coloured die`,
  Crossed: (event, who) => `${who} crossed ${event.number as number} in ${event.row as string}`,
  PenaltyTaken: (_event, who) => `${who} took a penalty`,
  RowLocked: (event) => `the ${event.row as string} row is locked`,
};
