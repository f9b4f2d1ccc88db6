import type { GameState } from '../../domain/platform/index.ts';
import type { StreamItem } from '../adapters/event-store.ts';
import { readGame } from './game-log.ts';

/** The game just before and just after one stored item, and as it is now. */
export interface Transition {
  before: GameState | null;
  after: GameState | null;
  latest: GameState | null;
}

/**
 * What one stored item changed, for consumers that react to steps beginning and ending
 * (turn timers, webhooks, leaderboards). Records may arrive late or twice, so `latest` tells
 * whether what the item began is still going on. Constant work per record: one Query of the
 * game's last items (snapshots make it enough, game-log.ts), and a second bounded one only
 * for a record that has fallen further behind than they reach.
 */
export async function loadTransition(item: StreamItem): Promise<Transition> {
  const recent = await readGame(item.gameId);
  if (!recent) throw new Error(`game ${item.gameId} has a stream record but no items`);
  const around = recent.knows(item.version - 1) ? recent : await readGame(item.gameId, { upTo: item.version, from: item.version - 1 });
  return {
    before: around!.stateAt(item.version - 1),
    after: around!.stateAt(item.version),
    latest: recent.stateAt(recent.latest),
  };
}
