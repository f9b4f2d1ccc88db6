import type { PlayerId, Result, Turn } from '../kernel/index.ts';
import type { Event } from './events.ts';
import type { State } from './state.ts';
import { rackOf } from './state.ts';
import type { TileId } from './tiles.ts';

/** One step, `move`, for the player whose turn it is. */
export function turn(state: State): Turn | null {
  if (!state.dealt || state.result) return null;
  return { playerId: state.current, step: 'move', awaiting: [state.current], period: state.period };
}

export const result = (state: State): Result | null => state.result;

export interface Board {
  readonly table: TileId[][];
  readonly bag: number;
  readonly racks: Record<PlayerId, number>;
  readonly rack?: TileId[];
  readonly hasMelded: Record<PlayerId, boolean>;
}

/** docs/contract.md's board: the rack only for its owner; everyone else sees counts. */
export function board(state: State, viewer: PlayerId | null): Board {
  const own = viewer !== null ? state.racks[viewer] : undefined;
  return {
    table: state.table.map((set) => [...set]),
    bag: state.bag.length,
    racks: Object.fromEntries(state.players.map((p) => [p, state.racks[p]?.length ?? 0])),
    ...(own ? { rack: [...own] } : {}),
    hasMelded: { ...state.hasMelded },
  };
}

/** An event without the tiles of other racks and of the bag. Plays and results are public. */
export function redact(event: Event, viewer: PlayerId | null): Event {
  switch (event.type) {
    case 'TilesDealt': {
      const own = viewer !== null ? event.racks[viewer] : undefined;
      const { bag: _hidden, ...rest } = event;
      return { ...rest, racks: own ? { [viewer!]: [...own] } : {} };
    }
    case 'TilesDrawn': {
      if (event.playerId === viewer) return event;
      const { tiles: _hidden, ...rest } = event;
      return rest;
    }
    default:
      return event;
  }
}

/** A stand-in for a tile hidden from the viewer: `hidden-` and its place among the deal's hidden tiles. */
const standIns = (from: number, count: number): TileId[] => Array.from({ length: count }, (_, i) => `hidden-${from + i}`);
const isStandIn = (tile: TileId) => tile.startsWith('hidden-');

/**
 * A redacted event made foldable for the viewer it was redacted for: each tile hidden from
 * them is a stand-in of its own, so the fold of what they were given holds every rack and the
 * bag at its true size, and `board` of it for that viewer is the board they were shown.
 */
export function standIn(state: State, event: Event): Event {
  switch (event.type) {
    case 'TilesDealt': {
      let next = 0;
      const hidden = (count: number) => {
        next += count;
        return standIns(next - count, count);
      };
      const racks = Object.fromEntries(state.players.map((p) => [p, event.racks[p] ?? hidden(event.rackSizes[p] ?? 0)]));
      return { ...event, racks, bag: event.bag ?? hidden(event.bagSize) };
    }
    case 'TilesDrawn':
      // Tiles come from the bag's front, where the hidden draw's stand-ins lie.
      return event.tiles ? event : { ...event, tiles: state.bag.slice(0, event.count) };
    case 'TablePlayed': {
      // A laid tile the rack does not show was hidden in it: one of its stand-ins leaves.
      const rack = rackOf(state, event.playerId);
      const hidden = rack.filter(isStandIn);
      return { ...event, laid: event.laid.map((tile) => (rack.includes(tile) ? tile : (hidden.shift() ?? tile))) };
    }
    default:
      return event;
  }
}
