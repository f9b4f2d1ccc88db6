/**
 * A turn's expected values worked out here, for the tests to hold the analysis to: every keep
 * rolled out over every outcome of the dice rolled (all 6^n of them), every box scored by the
 * domain's own rules, and a column's future read from the optimum's table of state values alone.
 * None of the bot's turn recursion (turn-values.ts, turn-plan.ts) is used.
 */
import type { Box } from '../../domain/dice-kings/boxes.ts';
import { stateOf } from '../../domain/dice-kings/bot/column-state.ts';
import { valueOf, type Optimum } from '../../domain/dice-kings/bot/optimum.ts';
import { allowedBoxes } from '../../domain/dice-kings/joker.ts';
import { scoreInColumn } from '../../domain/dice-kings/scoring.ts';
import type { Column } from '../../domain/dice-kings/state.ts';

const key = (dice: readonly number[]) => [...dice].sort((a, b) => a - b).join('');

/** Every way n dice fall, grouped by the multiset they show, with its chance. */
function outcomes(n: number): { dice: number[]; chance: number }[] {
  const grouped = new Map<string, { dice: number[]; chance: number }>();
  for (let i = 0; i < 6 ** n; i++) {
    const dice = Array.from({ length: n }, (_, d) => 1 + (Math.floor(i / 6 ** d) % 6));
    const k = key(dice);
    const seen = grouped.get(k) ?? { dice, chance: 0 };
    grouped.set(k, { dice, chance: seen.chance + 6 ** -n });
  }
  return [...grouped.values()];
}
const rolledDice = [0, 1, 2, 3, 4, 5].map(outcomes);

/**
 * One column's turn from `column`: what each move is worth, as the expected final score of the
 * column less the points already on it (the same for every move of the turn, so a difference of
 * two moves is the loss of one against the other).
 */
export function turnByEnumeration(optimum: Optimum, column: Column) {
  const config = optimum.rules.config;
  const scored = (box: Box, dice: readonly number[]): number => {
    const { points, extraKings } = scoreInColumn(column, box, dice, config);
    const after: Column = { boxes: { ...column.boxes, [box]: points }, extraKings: column.extraKings + extraKings };
    return points + extraKings + valueOf(optimum, stateOf(after, config));
  };
  const scoreNow = (dice: readonly number[]) => Math.max(...allowedBoxes(column, dice, config).map((box) => scored(box, dice)));
  const memo = new Map<string, number>();
  const rolledAgain = (kept: readonly number[], rollsLeft: number): number =>
    rolledDice[5 - kept.length]!.reduce((sum, { dice, chance }) => sum + chance * best([...kept, ...dice], rollsLeft), 0);
  const best = (dice: readonly number[], rollsLeft: number): number => {
    const k = `${key(dice)}/${rollsLeft}`;
    let value = memo.get(k);
    if (value === undefined) {
      value = scoreNow(dice);
      if (rollsLeft > 0)
        for (let mask = 0; mask < 31; mask++)
          value = Math.max(
            value,
            rolledAgain(
              dice.filter((_, i) => (mask >> i) & 1),
              rollsLeft - 1,
            ),
          );
      memo.set(k, value);
    }
    return value;
  };
  return {
    /** Scoring `dice` in `box`. */
    scored,
    /** Keeping `kept` and rolling the other dice, with `rollsLeft` rolls left before that roll. */
    kept: (kept: readonly number[], rollsLeft: number) => rolledAgain(kept, rollsLeft - 1),
    /** The best move with `dice` on the table and `rollsLeft` rolls left. */
    best,
  };
}
