/** Dice Kings' boxes, moves and events in words: the pad, the move log, the replay, the hint and the analysis say them. */
import type { DiceKingsBox } from '../../../src/index.ts';
import type { PlayGame } from '../play-game.ts';

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

export const describeMove: PlayGame<'dice-kings'>['describeMove'] = (move, board) => {
  const dice = board?.dice;
  if (move.type === 'score') {
    const column = 'column' in move && move.column !== undefined ? ` in column ${move.column + 1}` : '';
    return `Score ${boxTitles[move.box as DiceKingsBox]}${column}`;
  }
  if (move.type === 'roll') {
    const kept = (move.keep ?? []).map((i) => dice?.[i]).filter((value) => value !== undefined);
    if (!dice) return 'Roll the dice';
    return kept.length ? `Roll again keeping ${kept.join(' ')}` : 'Roll all five again';
  }
  return move.type;
};

export const eventTexts: PlayGame<'dice-kings'>['eventTexts'] = {
  DiceRolled: (event, who) => `${who} rolled ${(event.dice as number[]).join(' ')}`,
  BoxScored: (event, who) => `${who} scored ${event.points as number} in ${boxTitles[event.box as DiceKingsBox]}`,
};
