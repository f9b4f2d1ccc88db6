import type { AnyGameRules, GameName, Player, Result } from '../kernel/index.ts';

export type Status = 'lobby' | 'playing' | 'ended';

/** One game as the platform sees it: lobby, seats and clock around the game's own state. */
export interface GameState {
  readonly gameId: string;
  readonly game: GameName;
  readonly rules: AnyGameRules;
  readonly status: Status;
  /** The stream version: how many stored commands (items) have been folded. */
  readonly version: number;
  readonly config: Record<string, unknown> & { TurnTime: number };
  readonly players: readonly Player[];
  /** The game's own rules state (its `GameRules` State) once started; null in the lobby. */
  readonly rulesState: unknown;
  /** The current timed period (from the rules' Turn) and when it began, in ms. */
  readonly clock: { readonly period: number; readonly since: number } | null;
  readonly result: Result | null;
}

/** When the current period runs out (TurnTime after it began), or null when nothing is awaited. */
export function deadlineOf(state: GameState): number | null {
  if (state.status !== 'playing' || !state.clock) return null;
  return state.clock.since + state.config.TurnTime * 1000;
}

export const seatOf = (state: GameState, playerId: string): number | undefined => state.players.find((p) => p.playerId === playerId)?.seat;
