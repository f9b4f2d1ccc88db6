import { BOXES, isLowerBox, upperBoxOf, type Box } from './boxes.ts';
import type { Config } from './config.ts';
import { isFiveOfAKind } from './dice.ts';
import type { Column } from './state.ts';

const isFilled = (column: Column, box: Box): boolean => column.boxes[box] !== undefined;

/**
 * Ruling 5: the joker applies to a five of a kind when the column's Dice Kings box is filled
 * (50 or 0, "crossed out counts too") and so is that column's upper box of its number.
 */
export function jokerApplies(column: Column, dice: readonly number[], config: Config): boolean {
  return config.JokerRule !== false && isFiveOfAKind(dice) && isFilled(column, 'diceKings') && isFilled(column, upperBoxOf(dice[0]!));
}

/**
 * The open boxes of `column` the dice may be written in. Only `JokerRule: 'forced'` narrows
 * them: a further five of a kind (the column's Dice Kings box already filled) "has to go in
 * the upper box of its number while that is free, after that in a lower box while one is
 * free, and only then anywhere". The forced order is read as starting once the Dice Kings box
 * is filled, even while the upper box of the number is still open: otherwise its first clause
 * could never apply.
 */
export function allowedBoxes(column: Column, dice: readonly number[], config: Config): Box[] {
  const open = BOXES.filter((box) => !isFilled(column, box));
  if (config.JokerRule !== 'forced' || !isFiveOfAKind(dice) || !isFilled(column, 'diceKings')) return open;
  const upper = upperBoxOf(dice[0]!);
  if (open.includes(upper)) return [upper];
  const lower = open.filter(isLowerBox);
  return lower.length > 0 ? lower : open;
}
