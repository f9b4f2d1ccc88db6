/** The moves that a command and a timeout both make. */
import type { PlayerId } from '../kernel/index.ts';
import type { Event } from './events.ts';
import type { State } from './state.ts';
import { endTurn } from './turn-flow.ts';

/** `draw` takes the bag's front tile; with an empty bag it is a pass (ruling 5). */
export function draw(state: State, actor: PlayerId, reason: 'draw' | 'timeout', count: number): Event[] {
  const tiles = state.bag.slice(0, count);
  const move: Event =
    tiles.length === 0
      ? { type: 'Passed', playerId: actor, reason }
      : { type: 'TilesDrawn', playerId: actor, reason, count: tiles.length, tiles };
  return endTurn(state, [move]);
}
