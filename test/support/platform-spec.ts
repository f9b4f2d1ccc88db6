/**
 * Platform rule tests read like the games' (spec.ts): given stored events, when a platform
 * decision at a given time (join, start, a command, the overdue defaults), then its events or
 * the rule that refused it.
 */
import type { Violation } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { fold, type GameState, type StoredEvent } from '../../domain/platform/index.ts';
import { outcomeOf } from './spec.ts';

/** Each event its own stored item, in order. */
export function platformGiven(...events: StoredEvent[]) {
  const state = fold(events.map((event, i) => ({ version: i + 1, events: [event] })));
  if (!state) throw new Error('a game begins with GameCreated');
  return {
    state,
    when: (decide: (state: GameState) => StoredEvent[] | Violation) => outcomeOf(decide(state)),
  };
}

export const created = (game: GameName, creator: string, at: number, config: Record<string, unknown> = {}): StoredEvent => ({
  type: 'GameCreated',
  gameId: 'g_spec',
  game,
  config,
  creator: { playerId: creator, name: creator },
  at,
});
export const joined = (playerId: string, at: number): StoredEvent => ({ type: 'PlayerJoined', player: { playerId, name: playerId }, at });
export const gameStarted = (at: number): StoredEvent => ({ type: 'GameStarted', at });
