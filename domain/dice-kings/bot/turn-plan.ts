import { BOXES, columnWeight } from '../boxes.ts';
import type { Command } from '../commands.ts';
import { columnTotal, upperBonus } from '../scoring.ts';
import { choices } from './column-rules.ts';
import { ALL_FILLED, stateOf, written } from './column-state.ts';
import { keeperOf, ROLLS, rollOf } from './dice-sets.ts';
import { bestBoxValues, kingsChoices, valueOf, type Optimum } from './optimum.ts';
import type { Position } from './position.ts';
import { TurnValues } from './turn-values.ts';

/** The move a plan makes now, and the expected final score of the pad it aims at. */
export interface Plan {
  readonly move: Command;
  readonly expectedScore: number;
}

/**
 * The best move of a turn against the one-column optimum of each column of the pad: a roll
 * written in column c is worth its weight times what the box adds plus the column's value after
 * it, less the column's value now (the other columns keep theirs). With one column this is the
 * optimum itself. With three it improves on playing each column on its own optimally (which the
 * sum of the weighted values is worth: a turn may always serve one column as that play would),
 * because each turn picks the column whose dice fit best; it is a heuristic, not the optimum of
 * the three-column game.
 */
// One set of buffers for every plan: a plan is made synchronously, start to end.
const turn = new TurnValues();
const column = new Float64Array(ROLLS);

export function planTurn(position: Position, optimum: Optimum): Plan {
  const { config, pad, dice, rollsLeft } = position;
  const rules = optimum.rules;
  const states = pad.map((column) => stateOf(column, config));
  const values = states.map((state) => valueOf(optimum, state));
  // The points on the pad (without upper bonuses: the values count them) plus every column's value.
  const base = pad.reduce(
    (sum, column, c) => sum + columnTotal(column, c, config) + columnWeight(c) * (values[c]! - upperBonus(column, config)),
    0,
  );

  const leaf = turn.rolls[0].fill(-Infinity);
  states.forEach((state, c) => {
    if (state.filled === ALL_FILLED) return;
    bestBoxValues(rules, optimum.values, state, kingsChoices(rules, state), column);
    for (let r = 0; r < ROLLS; r++) leaf[r] = Math.max(leaf[r]!, columnWeight(c) * (column[r]! - values[c]!));
  });

  if (dice === null) return { move: { type: 'roll' }, expectedScore: base + turn.beforeFirstRoll() };
  let plan: Plan = { move: bestBox(position, optimum, rollOf(dice)), expectedScore: base + leaf[rollOf(dice)]! };
  if (rollsLeft === 0) return plan;
  const after = rollsLeft === 1 ? 0 : 1;
  turn.rollBack(rollsLeft === 1 ? 1 : 2);
  // Every choice of dice to keep; on equal values the earlier stays (scoring before rolling).
  for (let mask = 0; mask < 31; mask++) {
    const keep = [0, 1, 2, 3, 4].filter((i) => (mask >> i) & 1);
    const expectedScore = base + turn.keeper(keeperOf(keep.map((i) => dice[i]!)), after);
    if (expectedScore > plan.expectedScore) plan = { move: { type: 'roll', keep }, expectedScore };
  }
  return plan;
}

/** The box roll r is best written in (on equal values the lowest column, then the first in pad order), as a command. */
function bestBox(position: Position, optimum: Optimum, r: number): Command {
  const { config, pad } = position;
  let best = { value: -Infinity, column: 0, box: 0 };
  pad.forEach((column, c) => {
    const state = stateOf(column, config);
    const now = valueOf(optimum, state);
    for (const choice of choices(optimum.rules, state, r)) {
      const value = columnWeight(c) * (choice.gain + valueOf(optimum, written(state, choice.box, choice.points, config)) - now);
      if (value > best.value) best = { value, column: c, box: choice.box };
    }
  });
  const box = BOXES[best.box]!;
  return pad.length === 1 ? { type: 'score', box } : { type: 'score', box, column: best.column as 0 | 1 | 2 };
}
