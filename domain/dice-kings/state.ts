import type { PlayerId, Result } from '../kernel/index.ts';
import type { Box } from './boxes.ts';
import type { Config } from './config.ts';

/** One column of a pad: the points written in its boxes, and its More Dice Kings points. */
export interface Column {
  readonly boxes: Readonly<Partial<Record<Box, number>>>;
  /** Extra Dice Kings points earned in this column (ruling 4), before the column's weight. */
  readonly extraKings: number;
}

export type Pad = readonly Column[];

export interface State {
  readonly config: Config;
  readonly players: readonly PlayerId[];
  readonly pads: Readonly<Record<PlayerId, Pad>>;
  /** Whose turn it is; null before the first turn and after the game ended. */
  readonly current: PlayerId | null;
  /** The five dice of this turn; null until the turn's first roll (step `roll`). */
  readonly dice: readonly number[] | null;
  readonly rollsLeft: number;
  /** Turn.period: one more every time a turn begins (-1 before the first); ruling 8 times a whole turn. */
  readonly period: number;
  /** Who has resigned (Resigning rulings): their pads stay as they are, their turns are skipped. */
  readonly resigned: readonly PlayerId[];
  readonly result: Result | null;
}

export const ROLLS_PER_TURN = 3;

const emptyColumn: Column = { boxes: {}, extraKings: 0 };

/** The version of `State` a snapshot holds: bump it by hand when State's shape or evolve changes. */
export const SNAPSHOT_VERSION = 1;

export function initialState(config: Config, players: readonly PlayerId[]): State {
  const pads: Record<PlayerId, Pad> = {};
  for (const p of players) pads[p] = Array.from({ length: config.Columns }, () => emptyColumn);
  return {
    config,
    players: [...players],
    pads,
    current: null,
    dice: null,
    rollsLeft: ROLLS_PER_TURN,
    period: -1,
    resigned: [],
    result: null,
  };
}
