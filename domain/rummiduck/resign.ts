import type { PlayerId } from '../kernel/index.ts';
import type { Event } from './events.ts';
import type { State } from './state.ts';
import { endTurn } from './turn-flow.ts';

/**
 * Resigning rulings 4 and 5: the rack leaves the game (neither played nor returned to the bag;
 * evolve keeps it for the round's scoring), a turn of theirs passes, and the round may end now:
 * by the passes of those still playing, or with one player left. Resigning twice is nothing more.
 */
export function resign(state: State, playerId: PlayerId): Event[] {
  if (!state.dealt || state.result || state.resigned.includes(playerId)) return [];
  return endTurn(state, [{ type: 'PlayerResigned', playerId }]);
}
