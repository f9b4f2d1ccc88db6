/**
 * What a Dice Kings box would score with the dice shown, for the preview on its button
 * (docs/rules/dice-kings.md, Upper and Lower section; docs/rulings.md, Dice Kings 2 to 5).
 * The page cannot import the domain (the web client is built from client/ alone), so the
 * few lines of the box rules are read again here; the server's score is the one that counts,
 * and the browser tests compare the two on every box they score.
 */
import type { DiceKingsBoard, DiceKingsBox, DiceKingsGameView } from '../../../src/index.ts';

type Column = DiceKingsBoard['pads'][string]['columns'][number];

const FACE: Partial<Record<DiceKingsBox, number>> = { ones: 1, twos: 2, threes: 3, fours: 4, fives: 5, sixes: 6 };
const UPPER_OF: readonly DiceKingsBox[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];

/** The longest run of consecutive faces among the dice. */
function longestRun(dice: readonly number[]): number {
  let best = 0;
  for (let face = 1, run = 0; face <= 6; face++) {
    run = dice.includes(face) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** The box's own points (the joker lets a five of a kind fill the straights and the full house). */
function lowerPoints(box: DiceKingsBox, dice: readonly number[], counts: number[], joker: boolean): number {
  const most = Math.max(...counts);
  const sum = dice.reduce((a, b) => a + b, 0);
  switch (box) {
    case 'threeOfAKind':
      return most >= 3 ? sum : 0;
    case 'fourOfAKind':
      return most >= 4 ? sum : 0;
    case 'fullHouse':
      return joker || (counts.includes(3) && counts.includes(2)) ? 25 : 0;
    case 'smallStraight':
      return joker || longestRun(dice) >= 4 ? 30 : 0;
    case 'largeStraight':
      return joker || longestRun(dice) >= 5 ? 40 : 0;
    case 'diceKings':
      return most === 5 ? 50 : 0;
    default:
      return sum;
  }
}

export function boxPreview(box: DiceKingsBox, dice: readonly number[], column: Column, config: DiceKingsGameView['config']): number {
  const counts = [1, 2, 3, 4, 5, 6].map((face) => dice.filter((d) => d === face).length);
  const fiveOfAKind = Math.max(...counts) === 5;
  // Ruling 5: a further five of a kind counts as a joker once Dice Kings and its upper box are filled.
  const joker =
    config.JokerRule !== false && fiveOfAKind && column.boxes.diceKings !== null && column.boxes[UPPER_OF[dice[0]! - 1]!] !== null;
  // Ruling 4: a further five of a kind while Dice Kings holds 50 earns the extra bonus too.
  const extra = fiveOfAKind && column.boxes.diceKings === 50 ? config.ExtraKingsBonus : 0;
  const face = FACE[box];
  return (face !== undefined ? face * counts[face - 1]! : lowerPoints(box, dice, counts, joker)) + extra;
}
