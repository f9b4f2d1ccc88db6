import type { Violation } from '../kernel/index.ts';
import { violation } from '../kernel/index.ts';
import { cancelled } from './decide.ts';
import type { StoredEvent } from './events.ts';
import { stamp } from './stamp.ts';
import type { GameState } from './state.ts';

/**
 * docs/contract.md, resign: a seated player leaves a game in play for good; the game's rules say what
 * follows (docs/rulings.md, Resigning). Resigning twice is a no-op: no events, no refusal.
 */
export function resign(state: GameState, actor: string, now: number): StoredEvent[] | Violation {
  const seat = state.players.find((p) => p.playerId === actor);
  if (!seat) return violation('not-seated', 'You are not seated in this game.');
  if (state.status === 'cancelled') return cancelled();
  if (state.status === 'lobby')
    return violation('not-started', 'This game has not started yet: in the lobby, leave it instead of resigning.');
  if (state.status === 'ended') return violation('game-over', 'This game is over: there is nothing left to resign from.');
  if (seat.resigned) return [];
  return stamp(state.rules.resign(state.rulesState, actor), now);
}
