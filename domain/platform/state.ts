import type { BaseConfig, BotLevel, Player, Result } from '../kernel/index.ts';
import type { RegisteredRules } from '../games.ts';
import type { GameName } from '../registry.ts';

export type Status = 'lobby' | 'playing' | 'ended' | 'cancelled';

/** A seat as the platform keeps it: who sits there, and whether they have resigned. */
export interface Seat extends Player {
  /** A bot's seat (POST /games/{id}/bots), moved by the platform; every other seat is a person's, taken with a token. */
  readonly bot: boolean;
  /** A bot's level; absent for a person. */
  readonly level?: BotLevel;
  readonly resigned: boolean;
  /** The seed this seat's player brought to the game's draws (null in games stored before fairness). */
  readonly clientSeed: string | null;
}

/** The game's fairness proof as it stands (docs/contract.md, Fairness): the server seed stays null until the game is over. */
export interface Fairness {
  readonly algorithm: string;
  readonly commitment: string;
  readonly serverSeed: string | null;
  readonly rigged: boolean;
}

/** The rematch an ended game names (RematchCreated), with what its GameCreated holds. */
export interface Rematch {
  readonly gameId: string;
  readonly creator: { readonly playerId: string; readonly name: string };
  readonly at: number;
}

/** One game as the platform sees it: lobby, seats and clock around the game's own state. */
export interface GameState {
  readonly gameId: string;
  readonly game: GameName;
  readonly rules: RegisteredRules;
  readonly status: Status;
  /** The stream version: how many stored commands (items) have been folded. */
  readonly version: number;
  /** When the game was created (ms): the lobby list's order. */
  readonly createdAt: number;
  /** When it ended or was cancelled (ms): null while it is going (a player's export shows it). */
  readonly endedAt: number | null;
  readonly config: Record<string, unknown> & BaseConfig;
  readonly players: readonly Seat[];
  /** The game's own rules state (its `GameRules` State) once started; null in the lobby. */
  readonly rulesState: unknown;
  /** The current timed period (from the rules' Turn) and when it began, in ms. */
  readonly clock: { readonly period: number; readonly since: number } | null;
  readonly result: Result | null;
  readonly rematch: Rematch | null;
  /** Null only for a game stored before fairness was recorded. */
  readonly fairness: Fairness | null;
}

/** When the current period runs out (TurnTime after it began), or null when nothing is awaited. */
export function deadlineOf(state: GameState): number | null {
  if (state.status !== 'playing' || !state.clock) return null;
  return state.clock.since + state.config.TurnTime * 1000;
}

export const seatOf = (state: GameState, playerId: string): number | undefined => state.players.find((p) => p.playerId === playerId)?.seat;

/** Over for good: ended by its rules, or cancelled in the lobby. */
export const isOver = (state: GameState): boolean => state.status === 'ended' || state.status === 'cancelled';
