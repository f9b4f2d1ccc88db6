import { lastOneStanding, type PlayerId } from '../kernel/index.ts';
import type { Event } from './events.ts';
import { evolve } from './evolve.ts';
import { finalResult } from './scoring.ts';
import type { State } from './state.ts';
import { nextTurn } from './turn-flow.ts';

/**
 * Resigning rulings 1, 3 and 5: the pad stays as it is, open boxes open; if it was their turn,
 * the turn ends at once with nothing written and the next seat still playing rolls; one player
 * left (or none, in solitaire) ends the game. Resigning twice is nothing more.
 */
export function resign(state: State, playerId: PlayerId): Event[] {
  if (state.result || state.resigned.includes(playerId)) return [];
  const resigned: Event = { type: 'PlayerResigned', playerId };
  const after = evolve(state, resigned);
  if (playerId === state.current) return [resigned, ...nextTurn(after, playerId)];
  if (lastOneStanding(after.players, after.resigned)) return [resigned, { type: 'GameEnded', result: finalResult(after) }];
  return [resigned];
}
