import type { GameRules } from '../kernel/index.ts';
import { commandSchema, type Command } from './commands.ts';
import { configSchema, type Config } from './config.ts';
import { decide } from './decide.ts';
import { upcast, type Event } from './events.ts';
import { evolve } from './evolve.ts';
import { legalMoves } from './legal-moves.ts';
import { resign } from './resign.ts';
import { initialState, SNAPSHOT_VERSION, type State } from './state.ts';
import { timeout } from './timeout.ts';
import { board, redact, result, turn, type Board } from './view.ts';

/** Quicks (docs/rules/quicks.md) as a decider, and what the platform names it by. */
export const quicks: GameRules<Config, State, Event, Command, Board, 'quicks', 'quicks'> = {
  game: 'quicks',
  title: 'Quicks',
  configSchema,
  commandSchema,
  seats: { min: 2, max: 5 },
  leaderboards: [{ name: 'quicks' }],
  leaderboard: () => 'quicks',
  // Seat 0 throws first (docs/contract.md: seats play in seat order).
  start: (_config, players) => [{ type: 'TurnStarted', playerId: players[0]! }],
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
  upcast,
};

export type { Command } from './commands.ts';
export type { Config } from './config.ts';
export type { Event } from './events.ts';
export type { State } from './state.ts';
export type { Board } from './view.ts';
