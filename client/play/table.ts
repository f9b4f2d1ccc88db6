import type { Command } from '../src/index.ts';

/** What every game's table gets: the moves this player may make now, and a way to make one. */
export interface TableProps {
  me: string;
  send(command: Command): Promise<void>;
}
