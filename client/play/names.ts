import type { DiceKingsBox, GameName, QuicksRow } from '../src/index.ts';

export const gameTitles: Record<GameName, string> = { quicks: 'Quicks', 'dice-kings': 'Dice Kings', rummiduck: 'Rummiduck' };

export const stepTitles: Record<string, string> = {
  throw: 'throw',
  white: 'white sum',
  colour: 'coloured die',
  roll: 'roll',
  choose: 'choose a box',
  move: 'move',
};

export const rows: readonly QuicksRow[] = ['red', 'yellow', 'green', 'blue'];

export const boxTitles: Record<DiceKingsBox, string> = {
  ones: 'Ones',
  twos: 'Twos',
  threes: 'Threes',
  fours: 'Fours',
  fives: 'Fives',
  sixes: 'Sixes',
  threeOfAKind: 'Three of a kind',
  fourOfAKind: 'Four of a kind',
  fullHouse: 'Full house',
  smallStraight: 'Small straight',
  largeStraight: 'Large straight',
  diceKings: 'Dice Kings',
  chance: 'Chance',
};
