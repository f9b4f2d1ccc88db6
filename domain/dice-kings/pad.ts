import { UPPER_BOXES, columnWeight, type Box } from './boxes.ts';
import { boxPoints } from './boxes-scoring.ts';
import type { Config } from './config.ts';
import { isFiveOfAKind } from './dice.ts';
import { jokerApplies } from './joker.ts';
import type { Column, Pad } from './state.ts';

/** What writing `dice` into `box` of `column` earns: the box's points and any More Dice Kings bonus. */
export function scoreInColumn(column: Column, box: Box, dice: readonly number[], config: Config) {
  return {
    points: boxPoints(box, dice, jokerApplies(column, dice, config)),
    // Ruling 4: while the column's Dice Kings box holds 50 (not 0), whichever box, whatever JokerRule.
    extraKings: isFiveOfAKind(dice) && column.boxes.diceKings === 50 ? config.ExtraKingsBonus : 0,
  };
}

export const upperSum = (column: Column): number => UPPER_BOXES.reduce((sum, box) => sum + (column.boxes[box] ?? 0), 0);

/** Ruling 3: `UpperBonus` once the upper boxes of a column sum to at least `UpperBonusAt`. */
export const upperBonus = (column: Column, config: Config): number =>
  upperSum(column) >= config.UpperBonusAt ? config.UpperBonus : 0;

const boxesSum = (column: Column): number => Object.values(column.boxes).reduce((sum, points) => sum + (points ?? 0), 0);

/** A column's points after its weight (×1, ×2, ×3): boxes, upper bonus and extra Dice Kings. */
export const columnTotal = (column: Column, index: number, config: Config): number =>
  (boxesSum(column) + upperBonus(column, config) + column.extraKings) * columnWeight(index);

export const padScore = (pad: Pad, config: Config): number =>
  pad.reduce((sum, column, index) => sum + columnTotal(column, index, config), 0);
