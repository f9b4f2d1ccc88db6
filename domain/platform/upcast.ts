import type { StoredEvent } from './events.ts';
import type { GameState } from './state.ts';

/** A stored game event in today's shape: the game's upcaster, if it has one, reads older shapes. */
export const inTodaysShape = (state: GameState, event: StoredEvent): StoredEvent =>
  state.rules.upcast ? (state.rules.upcast(event) as unknown as StoredEvent) : event;
