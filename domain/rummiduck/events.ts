import type { GameEnded, PlayerId, PlayerResigned } from '../kernel/index.ts';
import type { TileId } from './tiles.ts';

/**
 * The deal. `racks` and `bag` hold hidden tiles: stored in full, so a replay never shuffles
 * again; redacted for a viewer, `racks` keeps only the viewer's own and `bag` is absent.
 * The sizes are public and stay.
 */
export interface TilesDealt {
  readonly type: 'TilesDealt';
  readonly racks: Readonly<Record<PlayerId, TileId[]>>;
  readonly rackSizes: Readonly<Record<PlayerId, number>>;
  readonly bag?: TileId[];
  readonly bagSize: number;
}

/** The whole table after a legal play, and the tiles that came from the player's rack. Public. */
export interface TablePlayed {
  readonly type: 'TablePlayed';
  readonly playerId: PlayerId;
  readonly table: TileId[][];
  readonly laid: TileId[];
}

/** Tiles taken from the bag's front: by a `draw`, or `TimeoutTiles` of them at a timeout. `tiles` is the drawer's alone. */
export interface TilesDrawn {
  readonly type: 'TilesDrawn';
  readonly playerId: PlayerId;
  readonly reason: 'draw' | 'timeout';
  readonly count: number;
  readonly tiles?: TileId[];
}

/** A draw (or timeout) with an empty bag: a pass (rulings 5 and 8). */
export interface Passed {
  readonly type: 'Passed';
  readonly playerId: PlayerId;
  readonly reason: 'draw' | 'timeout';
}

export type Event = TilesDealt | TablePlayed | TilesDrawn | Passed | PlayerResigned | GameEnded;

/** Evolve folds stored events only; a redacted event lacks what the fold needs. */
export function stored<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`a redacted event cannot be folded: ${what} is missing`);
  return value;
}
