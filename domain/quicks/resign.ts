import { lastOneStanding, type PlayerId } from '../kernel/index.ts';
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import type { State } from './state.ts';
import { andThen, gameEnded, throwerResigned } from './turn-flow.ts';

/**
 * Resigning rulings 1, 2 and 5: the player's sheet stays as it is; one player left ends the
 * game at once; a resigning thrower ends the turn at once; awaited in step white, they count as
 * having passed, so the step may end with them. Resigning twice is nothing more.
 */
export function resign(state: State, playerId: PlayerId): Event[] {
  if (state.result || state.resigned.includes(playerId)) return [];
  const resigned: Event = { type: 'PlayerResigned', playerId };
  const after = evolve(state, resigned);
  if (lastOneStanding(after.players, after.resigned)) return [resigned, gameEnded(after)];
  if (playerId === state.current) return [resigned, ...throwerResigned(after)];
  return andThen(state, [resigned]);
}
