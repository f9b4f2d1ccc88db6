import { BOXES } from '../boxes.ts';
import type { Config } from '../config.ts';
import { isFiveOfAKind } from '../dice.ts';
import { allowedBoxes } from '../joker.ts';
import { scoreInColumn, upperBonus } from '../scoring.ts';
import { ALL_FILLED, BOX_COUNT, columnOf, isFilled, type ColumnState } from './column-state.ts';
import { ROLL_DICE, ROLLS } from './dice-sets.ts';

/** One box a roll may be written in: the box's points, and everything it adds (points and More Dice Kings). */
export interface Choice {
  readonly box: number;
  readonly points: number;
  readonly gain: number;
}

/**
 * The domain's scoring (boxPoints, the joker, More Dice Kings, the forced order, the upper bonus)
 * asked once and kept in arrays, for a solver that asks millions of times. Only a five of a kind
 * depends on the column it is written in (rulings 4 and 5); every other roll scores the same in
 * every column and may go in any open box, so its points are asked of an empty column once.
 */
export interface ColumnRules {
  readonly config: Config;
  /** `plain[box * ROLLS + r]`: the points of roll r in the box, r not a five of a kind. */
  readonly plain: Int16Array;
  /** `scoring[box]`: the rolls (not five of a kind) that score more than 0 in the box. */
  readonly scoring: readonly Int16Array[];
  /** Whether roll r is a five of a kind. */
  readonly kings: Uint8Array;
  /** `bonus[u]`: the upper bonus of a full column whose upper total (capped) is u. */
  readonly bonus: Float64Array;
}

export function columnRules(config: Config): ColumnRules {
  const empty = columnOf({ filled: 0, upper: 0, kings50: false });
  const plain = new Int16Array(BOX_COUNT * ROLLS);
  const kings = new Uint8Array(ROLLS);
  ROLL_DICE.forEach((dice, r) => {
    kings[r] = isFiveOfAKind(dice) ? 1 : 0;
    BOXES.forEach((box, b) => (plain[b * ROLLS + r] = scoreInColumn(empty, box, dice, config).points));
  });
  const bonus = Float64Array.from({ length: config.UpperBonusAt + 1 }, (_, upper) =>
    upperBonus(columnOf({ filled: ALL_FILLED, upper, kings50: false }), config),
  );
  const scoring = BOXES.map((_, b) => Int16Array.from([...ROLL_DICE.keys()].filter((r) => !kings[r] && plain[b * ROLLS + r]! > 0)));
  return { config, plain, scoring, kings, bonus };
}

/** The boxes roll r may be written in, in pad order, from a column in `state`. */
export function choices(rules: ColumnRules, state: ColumnState, r: number): Choice[] {
  if (rules.kings[r]) {
    const column = columnOf(state);
    const dice = ROLL_DICE[r]!;
    return allowedBoxes(column, dice, rules.config).map((box) => {
      const { points, extraKings } = scoreInColumn(column, box, dice, rules.config);
      return { box: BOXES.indexOf(box), points, gain: points + extraKings };
    });
  }
  const open: Choice[] = [];
  for (let b = 0; b < BOX_COUNT; b++) {
    if (isFilled(state.filled, b)) continue;
    const points = rules.plain[b * ROLLS + r]!;
    open.push({ box: b, points, gain: points });
  }
  return open;
}
