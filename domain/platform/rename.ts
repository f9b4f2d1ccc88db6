import type { StoredEvent } from './events.ts';
import { stamp } from './stamp.ts';
import type { GameState } from './state.ts';

/**
 * A player's new name shown on their seat from now on, whatever the game's status. Nothing to
 * store when they hold no seat here (any more) or the seat already shows it, so the rename
 * reaching a game twice (PATCH /players/me, and the my-games projection catching a late join)
 * changes it once.
 */
export function rename(state: GameState, playerId: string, name: string, now: number): StoredEvent[] {
  const seat = state.players.find((p) => p.playerId === playerId);
  if (!seat || seat.name === name) return [];
  return stamp([{ type: 'PlayerRenamed', playerId, name }], now);
}
