import type { Draws } from '../kernel/index.ts';
import type { Dice, Event } from './events.ts';
import { ROWS } from './rows.ts';
import type { State } from './state.ts';
import { andThen } from './turn-flow.ts';

/**
 * The moves that a command and a timeout both make. Rules, "A turn": the thrower throws all six dice. Six values are always drawn
 * ([white1, white2, red, yellow, green, blue]); a die out of the game is left out of the record.
 */
export function throwDice(state: State, draws: Draws): Event[] {
  const [white1, white2, ...coloured] = draws.dice(6) as [number, number, ...number[]];
  const dice: Dice = {
    white: [white1, white2],
    ...Object.fromEntries(ROWS.filter((row) => !state.lockedRows.includes(row)).map((row) => [row, coloured[ROWS.indexOf(row)]])),
  };
  return andThen(state, [{ type: 'DiceThrown', thrower: state.thrower!, dice }]);
}
