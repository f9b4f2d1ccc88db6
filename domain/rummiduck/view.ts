import type { PlayerId, Result, Turn } from '../kernel/index.ts';
import type { Event } from './events.ts';
import type { State } from './state.ts';
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
