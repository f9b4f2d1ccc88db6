import type { GameName } from '../registry.ts';
import { games } from '../games.ts';
import type { GameState } from './state.ts';
import { EVENT_SCHEMA } from './upcast.ts';

/**
 * The version of the platform's own part of a snapshot (GameState around the game's rules
 * state: lobby, seats, clock, result): bump it by hand when GameState changes shape.
 */
export const PLATFORM_SNAPSHOT_VERSION = 2;

/** The game as folded through some version, as plain data, and the rules that folded it. */
export interface Snapshot {
  /** `<game>/<its SNAPSHOT_VERSION>/<EVENT_SCHEMA>/<PLATFORM_SNAPSHOT_VERSION>`: who may trust it. */
  readonly schema: string;
  readonly state: Omit<GameState, 'rules'>;
}

/**
 * What a snapshot of a game of these rules says it was made by. Any change to the game's
 * state or fold (its SNAPSHOT_VERSION), to the events' schema, or to the platform's state
 * makes another one, so a snapshot of older (or newer) code is never trusted.
 */
export const snapshotSchema = (game: GameName): string =>
  `${game}/${games[game].snapshotVersion}/${EVENT_SCHEMA}/${PLATFORM_SNAPSHOT_VERSION}`;

/** The game as a snapshot: a cache of `fold`, never a source of truth. */
export function snapshotOf(state: GameState): Snapshot {
  const { rules: _rules, ...data } = state;
  return { schema: snapshotSchema(state.game), state: data };
}

/**
 * The game a snapshot holds, or null when these rules did not write it: such a snapshot is
 * ignored and the game folded from its events instead.
 */
export function restore(snapshot: { readonly schema: string; readonly state: unknown }): GameState | null {
  const game = snapshot.schema.split('/')[0] as GameName;
  if (!Object.hasOwn(games, game) || snapshot.schema !== snapshotSchema(game)) return null;
  const state = snapshot.state as Omit<GameState, 'rules'>;
  return state.game === game ? { ...state, rules: games[game] } : null;
}
