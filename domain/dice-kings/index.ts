import type { GameRules } from '../kernel/index.ts';
import { commandSchema, type Command } from './commands.ts';
import { configSchema, type Config } from './config.ts';
import { decide } from './decide.ts';
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { legalMoves } from './legal-moves.ts';
import { resign } from './resign.ts';
import { initialState, SNAPSHOT_VERSION, type State } from './state.ts';
import { timeout } from './timeout.ts';
import { board, redact, result, turn, type Board } from './view.ts';

export type { Command, Config, Event, State };
export type { Box } from './boxes.ts';

/** Dice Kings (docs/rules/dice-kings.md) as a decider, and what the platform names it by. */
export const diceKings: GameRules<Config, State, Event, Command, Board, 'dice-kings', 'dice-kings' | 'dice-kings-3'> = {
  game: 'dice-kings',
  title: 'Dice Kings',
  configSchema,
  commandSchema,
  // Ruling 7: a game of one player (solitaire) is allowed; docs/contract.md: 1–6 players.
  seats: { min: 1, max: 6 },
  // Ruling 6: a three-column game counts only on `dice-kings-3`, a one-column game only on `dice-kings`.
  leaderboards: [
    { name: 'dice-kings', counts: 'one column' },
    { name: 'dice-kings-3', counts: 'three columns' },
  ],
  leaderboardBy: 'its columns',
  leaderboard: (config) => (config.Columns === 3 ? 'dice-kings-3' : 'dice-kings'),
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
};
