/** What a box, a column and a pad score (rules: Upper section, Lower section, Three columns; rulings 2 to 4). */
import { highestScoresWin, type PlayerId, type Result } from '../kernel/index.ts';
import { UPPER_BOXES, columnWeight, type Box } from './boxes.ts';
import type { Config } from './config.ts';
import { faceCounts, hasRun, isFiveOfAKind, sumOfAllDice } from './dice.ts';
import { jokerApplies } from './joker.ts';
import type { Column, Pad, State } from './state.ts';

const UPPER_FACE: Partial<Record<Box, number>> = { ones: 1, twos: 2, threes: 3, fours: 4, fives: 5, sixes: 6 };

/**
 * The points `dice` score in `box` (rules: Upper section, Lower section; ruling 2), 0 where the
 * box's condition is not met (ruling 1, crossing out). `joker` (ruling 5) lets a five of a
 * kind score full points in Full House, Small Straight and Large Straight.
 */
export function boxPoints(box: Box, dice: readonly number[], joker: boolean): number {
  const counts = faceCounts(dice);
  const most = Math.max(...counts);
  const face = UPPER_FACE[box];
  if (face !== undefined) return face * (counts[face] ?? 0);
  switch (box) {
    case 'threeOfAKind':
      return most >= 3 ? sumOfAllDice(dice) : 0;
    case 'fourOfAKind':
      return most >= 4 ? sumOfAllDice(dice) : 0;
    case 'fullHouse':
      return joker || (counts.includes(3) && counts.includes(2)) ? 25 : 0;
    case 'smallStraight':
      return joker || hasRun(dice, 4) ? 30 : 0;
    case 'largeStraight':
      return joker || hasRun(dice, 5) ? 40 : 0;
    case 'diceKings':
      return most === 5 ? 50 : 0;
    default:
      return sumOfAllDice(dice);
  }
}

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
export const upperBonus = (column: Column, config: Config): number => (upperSum(column) >= config.UpperBonusAt ? config.UpperBonus : 0);

const boxesSum = (column: Column): number => Object.values(column.boxes).reduce((sum, points) => sum + (points ?? 0), 0);

/** A column's points after its weight (×1, ×2, ×3): boxes, upper bonus and extra Dice Kings. */
export const columnTotal = (column: Column, index: number, config: Config): number =>
  (boxesSum(column) + upperBonus(column, config) + column.extraKings) * columnWeight(index);

export const padScore = (pad: Pad, config: Config): number =>
  pad.reduce((sum, column, index) => sum + columnTotal(column, index, config), 0);

/** Every seated player's pad score; every tied player on the most points wins. */
export function finalResult(state: State): Result {
  const scores: Record<PlayerId, number> = {};
  for (const id of state.players) scores[id] = padScore(state.pads[id]!, state.config);
  return highestScoresWin(scores, state.players);
}
