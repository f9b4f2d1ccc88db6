import type { Draws } from '../kernel/index.ts';
import type { Dice, Event } from './events.ts';
import { ROWS } from './rows.ts';
import type { State } from './state.ts';
import { andThen } from './turn-flow.ts';

/**
 * The moves that a command and a timeout both make.
 * Rules, "A turn": the thrower throws all dice still in the game. docs/contract.md Fairness (oc-fair-v1):
 * one die is drawn for each of them, in the order white, white, red, yellow, green, blue; a die
 * out of the game is neither drawn nor recorded. Places 0–5 name the six dice in that order.
 */
export function throwDice(state: State, draws: Draws): Event[] {
  const rows = ROWS.filter((row) => !state.lockedRows.includes(row));
  const places = [0, 1, ...rows.map((row) => 2 + ROWS.indexOf(row))];
  const [white1, white2, ...coloured] = draws.dice(places.length, places) as [number, number, ...number[]];
  const dice: Dice = { white: [white1, white2], ...Object.fromEntries(rows.map((row, i) => [row, coloured[i]])) };
  return andThen(state, [{ type: 'DiceThrown', thrower: state.current!, dice }]);
}
