/** Dice Kings' boxes, moves and events in words: the pad, the move log, the replay, the hint and the analysis say them. */
import type { Command, DiceKingsBoard, DiceKingsBox } from '../../../src/index.ts';
import type { EventTexts } from '../../table.ts';

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

/** A command body in words, read against the board it was (or could have been) sent on. */
export function describeMove(move: Command, board: DiceKingsBoard | undefined): string {
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
}

export const eventTexts: EventTexts = {
  DiceRolled: (event, who) => `${who} rolled ${(event.dice as number[]).join(' ')}`,
  BoxScored: (event, who) => `${who} scored ${event.points as number} in ${boxTitles[event.box as DiceKingsBox]}`,
};
