import type { Violation } from '../kernel/index.ts';
import { violation } from '../kernel/index.ts';
import { cancelled } from './decide.ts';
import type { StoredEvent } from './events.ts';
import { stamp } from './stamp.ts';
import { seatOf, type GameState } from './state.ts';

/**
 * docs/contract.md, leave: a seated player gives up their seat in the lobby and the seats after it move
 * up by one; seat 0 leaving cancels the game, every seat staying as it was, so each of them still
 * finds the game, cancelled, among their games.
 */
export function leave(state: GameState, actor: string, now: number): StoredEvent[] | Violation {
  const seat = seatOf(state, actor);
  if (seat === undefined) return violation('not-seated', 'You are not seated in this game, so there is no seat to leave.');
  if (state.status === 'cancelled') return cancelled();
  if (state.status !== 'lobby')
    return violation('already-started', 'This game has started: a seat can only be left in the lobby; in play, resign instead.');
  return stamp([seat === 0 ? { type: 'GameCancelled', playerId: actor } : { type: 'PlayerLeft', playerId: actor }], now);
}
