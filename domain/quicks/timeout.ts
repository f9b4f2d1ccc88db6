import type { Draws } from '../kernel/index.ts';
import type { Event } from './events.ts';
import type { State } from './state.ts';
import { throwDice } from './moves.ts';
import { andThen, endColourStep } from './turn-flow.ts';

/**
 * Ruling 10: in `throw` the dice are thrown for the thrower; in `white` everyone undecided
 * passes; in `colour` the thrower passes (with the penalty if it applies).
 */
export function timeout(state: State, draws: Draws): Event[] {
  switch (state.step) {
    case 'throw':
      return throwDice(state, draws);
    case 'white':
      return andThen(
        state,
        state.undecided.map((playerId) => ({ type: 'Passed', playerId })),
      );
    case 'colour':
      return endColourStep(state, [{ type: 'Passed', playerId: state.current! }]);
    case null:
      return [];
  }
}
