import type { Box } from './boxes.ts';
import { faceCounts, hasRun, sumOfAllDice } from './dice.ts';

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
