import { fold, type GameState } from '../../domain/platform/index.ts';
import { loadStream, type StreamItem } from '../adapters/event-store.ts';

/** The game just before and just after one stored item, and as it is now. */
export interface Transition {
  before: GameState | null;
  after: GameState | null;
  latest: GameState | null;
}

/**
 * What one stored item changed, for consumers that react to steps beginning and ending
 * (turn timers, webhooks). One Query of the game's stream; records may arrive late or twice,
 * so `latest` tells whether what the item began is still going on.
 */
export async function loadTransition(item: StreamItem): Promise<Transition> {
  const stream = await loadStream(item.gameId);
  return {
    before: fold(stream.filter((i) => i.version < item.version)),
    after: fold(stream.filter((i) => i.version <= item.version)),
    latest: fold(stream),
  };
}
