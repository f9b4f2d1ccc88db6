import type { GameRules } from '../kernel/index.ts';
import { commandSchema } from './commands.ts';
import type { Command } from './commands.ts';
import { configSchema } from './config.ts';
import type { Config } from './config.ts';
import { decide } from './decide.ts';
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { legalMoves } from './legal-moves.ts';
import { resign } from './resign.ts';
import { start } from './start.ts';
import type { State } from './state.ts';
import { initialState, SNAPSHOT_VERSION } from './state.ts';
import { timeout } from './timeout.ts';
import { board, redact, result, standIn, turn, type Board } from './view.ts';

export type { Command, Config, Event, State };

/** Rummiduck (docs/rules/rummiduck.md) as a decider, and what the platform names it by. */
export const rummiduck: GameRules<Config, State, Event, Command, Board, 'rummiduck', 'rummiduck'> = {
  game: 'rummiduck',
  title: 'Rummiduck',
  configSchema,
  commandSchema,
  seats: { min: 2, max: 4 },
  leaderboards: [{ name: 'rummiduck' }],
  leaderboard: () => 'rummiduck',
  start,
  initialState,
  snapshotVersion: SNAPSHOT_VERSION,
  evolve,
  decide,
  resign,
  timeout,
  turn,
  result,
  board,
  legalMoves,
  redact,
  standIn,
};
