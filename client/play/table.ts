import type { Command } from '../src/index.ts';

/** An event as the page reads it: every game's events share version and type. */
export type PlayedEvent = { version: number; type: string } & Record<string, unknown>;

/** What every game's table gets: the moves this player may make now, and a way to make one. */
export interface TableProps {
  me: string;
  send(command: Command): Promise<void>;
  /** The events of the last move, highlighted on the table (a cross, a box, the tiles laid). */
  recent?: readonly PlayedEvent[];
}
