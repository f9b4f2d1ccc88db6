import type { ViewOf } from '../../platform/view.ts';
import type { PlayerId } from '../../kernel/index.ts';
import type { Box } from '../boxes.ts';
import { configSchema, type Config } from '../config.ts';
import type { Column } from '../state.ts';

/** What `GET /games/{id}` shows a player of a Dice Kings game. */
export type DiceKingsView = ViewOf<'dice-kings'>;

/** A bot's turn as its view shows it: the game's config, its own pad, the dice and the rolls left. */
export interface Position {
  readonly config: Config;
  readonly pad: readonly Column[];
  /** Null before the turn's first roll. */
  readonly dice: readonly number[] | null;
  readonly rollsLeft: number;
}

/** `me`'s turn read from the view, or null when the view awaits nothing from `me`. */
export function positionOf(view: DiceKingsView, me: PlayerId): Position | null {
  const board = view.board;
  if (view.status !== 'playing' || !board || !view.turn?.awaiting.includes(me)) return null;
  const pad = board.pads[me]!.columns.map((column) => ({
    boxes: Object.fromEntries(Object.entries(column.boxes).filter(([, points]) => points !== null)) as Partial<Record<Box, number>>,
    extraKings: column.extraKings,
  }));
  // The view shows the effective config; parsing it types it.
  return { config: configSchema.parse(view.config), pad, dice: board.dice, rollsLeft: board.rollsLeft };
}
