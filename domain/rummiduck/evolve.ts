import type { Event } from './events.ts';
import { stored } from './events.ts';
import type { State } from './state.ts';
import { rackOf } from './state.ts';

/** A move (play, draw or pass) ends the turn: the next seat's turn begins. */
function nextTurn(state: State): Pick<State, 'seat' | 'period'> {
  return { seat: (state.seat + 1) % state.players.length, period: state.period + 1 };
}

export function evolve(state: State, event: Event): State {
  switch (event.type) {
    case 'TilesDealt':
      return {
        ...state,
        dealt: true,
        // The deal begins the first turn, seat 0's.
        period: 0,
        racks: Object.fromEntries(state.players.map((p) => [p, [...stored(event.racks[p], `the rack of ${p}`)]])),
        bag: [...stored(event.bag, 'the bag')],
      };
    case 'TablePlayed': {
      const laid = new Set(event.laid);
      return {
        ...state,
        ...nextTurn(state),
        table: event.table.map((set) => [...set]),
        racks: { ...state.racks, [event.playerId]: rackOf(state, event.playerId).filter((t) => !laid.has(t)) },
        hasMelded: { ...state.hasMelded, [event.playerId]: true },
        passesInRow: 0,
      };
    }
    case 'TilesDrawn': {
      const tiles = stored(event.tiles, 'the drawn tiles');
      return {
        ...state,
        ...nextTurn(state),
        racks: { ...state.racks, [event.playerId]: [...rackOf(state, event.playerId), ...tiles] },
        bag: state.bag.slice(tiles.length),
        passesInRow: 0,
      };
    }
    case 'Passed':
      return { ...state, ...nextTurn(state), passesInRow: state.passesInRow + 1 };
    case 'GameEnded':
      return { ...state, result: event.result };
  }
}
