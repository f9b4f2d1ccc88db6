import { nextInTurn } from '../kernel/index.ts';
import type { Event } from './events.ts';
import { stored } from './events.ts';
import type { State } from './state.ts';
import { rackOf } from './state.ts';

/** A move (play, draw or pass) ends the turn: the next seat still playing begins its turn (Resigning ruling 1). */
function nextTurn(state: State): Pick<State, 'current' | 'period'> {
  return { current: nextInTurn(state.players, state.resigned, state.current), period: state.period + 1 };
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
        passed: [],
      };
    }
    case 'TilesDrawn': {
      const tiles = stored(event.tiles, 'the drawn tiles');
      return {
        ...state,
        ...nextTurn(state),
        racks: { ...state.racks, [event.playerId]: [...rackOf(state, event.playerId), ...tiles] },
        bag: state.bag.slice(tiles.length),
        passed: [],
      };
    }
    case 'Passed':
      return { ...state, ...nextTurn(state), passed: [...state.passed, event.playerId] };
    case 'PlayerResigned': {
      // Resigning ruling 4: the rack stays where it is, out of play; if it was their turn, the turn passes.
      const resigned = { ...state, resigned: [...state.resigned, event.playerId] };
      return state.current === event.playerId ? { ...resigned, ...nextTurn(resigned) } : resigned;
    }
    case 'GameEnded':
      return { ...state, result: event.result };
  }
}
