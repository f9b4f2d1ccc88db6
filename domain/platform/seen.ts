import { evolve } from './evolve.ts';
import { isPlatformEvent, type StoredEvent } from './events.ts';
import type { GameState } from './state.ts';

/**
 * Folds one event as a viewer was given it (GET /games/{id}/events: in today's shape, redacted
 * for them), so that `view(state, viewer)` is the view they had at each version: a replay of
 * the game's own rules, not a copy of them. What was hidden from the viewer stays hidden: the
 * game's `standIn` puts stand-ins where the redaction took tiles out.
 */
export function evolveSeen(state: GameState | null, event: StoredEvent): GameState {
  const standIn = state?.rules.standIn;
  if (!standIn || state.rulesState === null || isPlatformEvent(event)) return evolve(state, event);
  return evolve(state, { ...standIn(state.rulesState, event), at: event.at });
}
