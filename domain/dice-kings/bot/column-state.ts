import { BOXES, UPPER_BOXES, type Box } from '../boxes.ts';
import type { Config } from '../config.ts';
import { upperSum } from '../scoring.ts';
import type { Column } from '../state.ts';

/**
 * What of a column decides the rest of its game (and nothing more): which boxes are filled,
 * the upper total up to `UpperBonusAt` (past it, more upper points change nothing), and whether
 * the Dice Kings box holds 50 (ruling 4; the joker, ruling 5, needs only the box filled).
 * The points already written are behind the player and do not change what is best from here.
 */
export interface ColumnState {
  /** Bit i set: box `BOXES[i]` is filled. */
  readonly filled: number;
  /** The upper boxes' sum, capped at `UpperBonusAt`. */
  readonly upper: number;
  readonly kings50: boolean;
}

export const BOX_COUNT = BOXES.length;
export const ALL_FILLED = (1 << BOX_COUNT) - 1;
export const UPPER_COUNT = UPPER_BOXES.length;
export const DICE_KINGS = BOXES.indexOf('diceKings');
/** The upper boxes' bits of a `filled` mask. */
export const UPPER_MASK = (1 << UPPER_COUNT) - 1;

export const boxIndex = (box: Box): number => BOXES.indexOf(box);
export const isFilled = (filled: number, box: number): boolean => ((filled >> box) & 1) === 1;

export function stateOf(column: Column, config: Config): ColumnState {
  const filled = BOXES.reduce((mask, box, i) => (column.boxes[box] === undefined ? mask : mask | (1 << i)), 0);
  return { filled, upper: Math.min(upperSum(column), config.UpperBonusAt), kings50: column.boxes.diceKings === 50 };
}

/** The state after `points` are written in box `box`. */
export function written(state: ColumnState, box: number, points: number, config: Config): ColumnState {
  return {
    filled: state.filled | (1 << box),
    upper: box < UPPER_COUNT ? Math.min(state.upper + points, config.UpperBonusAt) : state.upper,
    kings50: box === DICE_KINGS ? points === 50 : state.kings50,
  };
}

/**
 * A column in this state, for asking the domain's own rules about it: 0 in every filled box but
 * Dice Kings (50 or 0) and the first filled upper box, which carries the upper total.
 */
export function columnOf(state: ColumnState): Column {
  const boxes: Partial<Record<Box, number>> = {};
  BOXES.forEach((box, i) => {
    if (isFilled(state.filled, i)) boxes[box] = 0;
  });
  if (isFilled(state.filled, DICE_KINGS)) boxes.diceKings = state.kings50 ? 50 : 0;
  const carrier = UPPER_BOXES.find((_, i) => isFilled(state.filled, i));
  if (carrier) boxes[carrier] = state.upper;
  return { boxes, extraKings: 0 };
}
