import type { Command } from '../src/index.ts';

/** An event as the page reads it: every game's events share version and type. */
export type PlayedEvent = { version: number; type: string } & Record<string, unknown>;

/** A game's own events in words, by type: `who` is the player the event names. */
export type EventTexts = Readonly<Record<string, (event: PlayedEvent, who: string) => string>>;

/** What every game's table gets: the moves this player may make now, and a way to make one. */
export interface TableProps {
  me: string;
  send(command: Command): Promise<void>;
  /** The events of the last move, highlighted on the table (a cross, a box, the tiles laid). */
  recent?: readonly PlayedEvent[];
}
