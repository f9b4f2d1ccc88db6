import type { PlayerId } from '../kernel/index.ts';
import type { Command } from './commands.ts';
import { colourCrosses, whiteRows } from './cross-rule.ts';
import type { State } from './state.ts';

/** Every command body `actor` may send now; none for a player the game does not wait for. */
export function legalMoves(state: State, actor: PlayerId): Command[] {
  switch (state.step) {
    case 'throw':
      return actor === state.current ? [{ type: 'throw' }] : [];
    case 'white':
      return state.undecided.includes(actor)
        ? [...whiteRows(state, actor).map((row): Command => ({ type: 'cross', row })), { type: 'pass' }]
        : [];
    case 'colour':
      return actor === state.current
        ? [...colourCrosses(state).map(({ row, white }): Command => ({ type: 'cross', row, white })), { type: 'pass' }]
        : [];
    case null:
      return [];
  }
}
