import type { PlayerId, Result } from '../kernel/index.ts';
import type { Config } from './config.ts';
import type { TileId } from './tiles.ts';

export interface State {
  readonly config: Config;
  /** Seat order; seat 0 moves first. */
  readonly players: readonly PlayerId[];
  readonly dealt: boolean;
  readonly table: readonly (readonly TileId[])[];
  readonly racks: Readonly<Record<PlayerId, readonly TileId[]>>;
  /** The bag from its front: draws take from the front. */
  readonly bag: readonly TileId[];
  readonly hasMelded: Readonly<Record<PlayerId, boolean>>;
  /** The player whose turn it is: seat 0 moves first. */
  readonly current: PlayerId;
  /** Turn.period: one more every time a turn begins (-1 before the deal); ruling 8 times a whole turn. */
  readonly period: number;
  /**
   * Who has passed since the last play or draw (a pass needs the bag empty): once every player
   * still playing has, the round ends (ruling 6, Resigning ruling 4).
   */
  readonly passed: readonly PlayerId[];
  /** Who has resigned: their racks left the game but still count as their rack points (Resigning ruling 4). */
  readonly resigned: readonly PlayerId[];
  readonly result: Result | null;
}

/** The version of `State` a snapshot holds: bump it by hand when State's shape or evolve changes. */
export const SNAPSHOT_VERSION = 2;

export function initialState(config: Config, players: readonly PlayerId[]): State {
  return {
    config,
    players: [...players],
    dealt: false,
    table: [],
    racks: Object.fromEntries(players.map((p) => [p, []])),
    bag: [],
    hasMelded: Object.fromEntries(players.map((p) => [p, false])),
    current: players[0]!,
    period: -1,
    passed: [],
    resigned: [],
    result: null,
  };
}

export const rackOf = (state: State, player: PlayerId): readonly TileId[] => state.racks[player] ?? [];
