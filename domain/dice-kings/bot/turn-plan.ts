import { BOXES, columnWeight } from '../boxes.ts';
import type { Command } from '../commands.ts';
import { columnTotal, upperBonus } from '../scoring.ts';
import { choices } from './column-rules.ts';
import { ALL_FILLED, stateOf, written } from './column-state.ts';
import { keeperOf, ROLLS, rollOf } from './dice-sets.ts';
import { bestBoxValues, kingsChoices, valueOf, type Optimum } from './optimum.ts';
import type { Position } from './position.ts';
import { TurnValues } from './turn-values.ts';

/** A move of the turn, and the expected final score of the pad it aims at. */
export interface Plan {
  readonly move: Command;
  readonly expectedScore: number;
}

/**
 * Every move of a turn valued against the one-column optimum of each column of the pad: a roll
 * written in column c is worth its weight times what the box adds plus the column's value after
 * it, less the column's value now (the other columns keep theirs). With one column these are the
 * optimum's own expected final scores. With three the best of them improves on playing each
 * column on its own optimally (which the sum of the weighted values is worth: a turn may always
 * serve one column as that play would), because each turn picks the column whose dice fit best;
 * it is a heuristic, not the optimum of the three-column game.
 *
 * The moves come in the order ties are broken in: the boxes (lowest column first, then pad
 * order), then the keeps (by the bits of the dice kept), so scoring comes before rolling.
 */
// One set of buffers for every turn: the moves are valued synchronously, start to end.
const turn = new TurnValues();
const column = new Float64Array(ROLLS);

export function turnMoves(position: Position, optimum: Optimum): Plan[] {
  const { config, pad, dice, rollsLeft } = position;
  const rules = optimum.rules;
  const states = pad.map((column) => stateOf(column, config));
  const values = states.map((state) => valueOf(optimum, state));
  // The points on the pad (without upper bonuses: the values count them) plus every column's value.
  const base = pad.reduce(
    (sum, column, c) => sum + columnTotal(column, c, config) + columnWeight(c) * (values[c]! - upperBonus(column, config)),
    0,
  );
  if (dice === null || rollsLeft > 0) {
    const leaf = turn.rolls[0].fill(-Infinity);
    states.forEach((state, c) => {
      if (state.filled === ALL_FILLED) return;
      bestBoxValues(rules, optimum.values, state, kingsChoices(rules, state), column);
      for (let r = 0; r < ROLLS; r++) leaf[r] = Math.max(leaf[r]!, columnWeight(c) * (column[r]! - values[c]!));
    });
  }
  if (dice === null) return [{ move: { type: 'roll' }, expectedScore: base + turn.beforeFirstRoll() }];

  const r = rollOf(dice);
  const moves: Plan[] = states.flatMap((state, c) =>
    choices(rules, state, r).map((choice) => ({
      move:
        pad.length === 1 ? { type: 'score', box: BOXES[choice.box]! } : { type: 'score', box: BOXES[choice.box]!, column: c as 0 | 1 | 2 },
      expectedScore:
        base + columnWeight(c) * (choice.gain + valueOf(optimum, written(state, choice.box, choice.points, config)) - values[c]!),
    })),
  );
  if (rollsLeft === 0) return moves;
  const after = rollsLeft === 1 ? 0 : 1;
  turn.rollBack(rollsLeft === 1 ? 1 : 2);
  // Every choice of dice to keep but all five (a roll must roll a die).
  for (let mask = 0; mask < 31; mask++) {
    const keep = [0, 1, 2, 3, 4].filter((i) => (mask >> i) & 1);
    moves.push({ move: { type: 'roll', keep }, expectedScore: base + turn.keeper(keeperOf(keep.map((i) => dice[i]!)), after) });
  }
  return moves;
}

/** The move of `moves` worth most; on equal values the earlier. */
export const bestOf = (moves: readonly Plan[]): Plan =>
  moves.reduce((best, plan) => (plan.expectedScore > best.expectedScore ? plan : best));

/** The best move of a turn (see turnMoves). */
export const planTurn = (position: Position, optimum: Optimum): Plan => bestOf(turnMoves(position, optimum));
