import type { GameState } from '../../domain/platform/index.ts';
import type { StreamItem } from '../adapters/event-store.ts';
import { readGame, type GameLog } from './game-log.ts';

/** The game just before and just after one stored item, and as it is now. */
export interface Transition {
  before: GameState | null;
  after: GameState | null;
  latest: GameState | null;
}

/**
 * What the stored items of one stream batch changed, for consumers that react to steps
 * beginning and ending (turn timers, webhooks, leaderboards): the transition of each item,
 * read lazily. Records may arrive late or twice, so `latest` tells whether what the item began
 * is still going on. Each game of the batch is read once for all its items: one Query of its
 * last items (snapshots make it enough, game-log.ts), and a second, bounded by the batch's own
 * items of the game, only when the batch reaches further back than that. `latest` is the game
 * as that read found it, so never older than any item of the batch.
 */
export function batchTransitions(items: readonly StreamItem[]): (item: StreamItem) => Promise<Transition> {
  const spans = new Map<string, { oldest: number; newest: number }>();
  for (const { gameId, version } of items) {
    const span = spans.get(gameId);
    spans.set(gameId, { oldest: Math.min(span?.oldest ?? version, version), newest: Math.max(span?.newest ?? version, version) });
  }
  const reads = new Map<string, Promise<{ recent: GameLog; around: GameLog }>>();
  const readOnce = (item: StreamItem) => {
    const span = spans.get(item.gameId) ?? { oldest: item.version, newest: item.version };
    let read = reads.get(item.gameId);
    if (!read) reads.set(item.gameId, (read = readSpan(item.gameId, span.oldest, span.newest)));
    return read;
  };
  return async (item) => {
    const { recent, around } = await readOnce(item);
    return { before: around.stateAt(item.version - 1), after: around.stateAt(item.version), latest: recent.stateAt(recent.latest) };
  };
}

async function readSpan(gameId: string, oldest: number, newest: number): Promise<{ recent: GameLog; around: GameLog }> {
  const recent = await readGame(gameId);
  if (!recent || recent.latest < newest) throw new Error(`game ${gameId} has stream records up to version ${newest} but no items that far`);
  const around = recent.knows(oldest - 1) ? recent : await readGame(gameId, { upTo: newest, from: oldest - 1 });
  return { recent, around: around! };
}
