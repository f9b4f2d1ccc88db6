import type { Draws } from '../kernel/index.ts';
import { draw } from './moves.ts';
import type { Event } from './events.ts';
import type { State } from './state.ts';

/**
 * Ruling 8: nothing of the unfinished move stays (a play is only ever applied whole, so the
 * table is still as it was) and the player draws TimeoutTiles tiles, as many as the bag holds;
 * with an empty bag it is a pass.
 */
export function timeout(state: State, _draws: Draws): Event[] {
  if (!state.dealt || state.result) return [];
  return draw(state, state.current, 'timeout', state.config.TimeoutTiles);
}
