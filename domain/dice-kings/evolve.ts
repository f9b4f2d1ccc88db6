import type { Event } from './events.ts';
import { ROLLS_PER_TURN, type State } from './state.ts';

/** Folds one event into the state; pure, never draws, never mutates `state`. */
export function evolve(state: State, event: Event): State {
  switch (event.type) {
    case 'TurnStarted':
      return { ...state, current: event.playerId, dice: null, rollsLeft: ROLLS_PER_TURN, period: state.period + 1 };
    case 'DiceRolled':
      // The turn's first roll begins step `choose`, but the clock runs per turn (ruling 8:
      // "TurnTime per turn"), so the timed period stays.
      return { ...state, dice: event.dice, rollsLeft: state.rollsLeft - 1 };
    case 'BoxScored': {
      const pad = state.pads[event.playerId] ?? [];
      const written = pad.map((column, index) =>
        index === event.column
          ? { boxes: { ...column.boxes, [event.box]: event.points }, extraKings: column.extraKings + event.extraKings }
          : column,
      );
      return { ...state, pads: { ...state.pads, [event.playerId]: written }, dice: null };
    }
    case 'GameEnded':
      return { ...state, current: null, dice: null, result: event.result };
  }
}
