import type { GameState } from '../../domain/platform/index.ts';
import type { StreamItem } from '../adapters/event-store.ts';
import { readGame, type GameLog } from './game-log.ts';
import { recallGame, rememberGame, warmTransition } from './warm-games.ts';

/** The game just before and just after one stored item, and as it is now. */
export interface Transition {
  before: GameState | null;
  after: GameState | null;
  latest: GameState | null;
}

/**
 * What the stored items of one stream batch changed, for consumers that react to steps
 * beginning and ending (turn timers, webhooks, leaderboards): the transition of each item.
 * First from what the function knows (warm-games.ts): each item, in stream order, folded onto
 * the version just before it, which the record before it on the stream left there; a shard
 * brings every version of a game in order, so a warm function reads no game back. `latest` is
 * then the newest version the function knows, never older than the batch's newest item of the
 * game, and older than the table's when the function is behind: a record that arrives late or
 * twice (a retried batch, a replay after a crash) is followed on the stream, again, by the
 * records after it, which correct what it did; a consumer that must not act on a step already
 * over has a write it makes anyway check that nothing newer is stored (armTimers: the timers'
 * ledger, timers/pending.ts), and asks the table (readLatest) only when something is.
 * A game the function cannot fold (a cold start, a version it no longer keeps) is read back
 * (readTransitions), and what the read found is remembered for the records that follow.
 */
export function batchTransitions(items: readonly StreamItem[]): (item: StreamItem) => Promise<Transition> {
  // By game and version: each consumer's record handler makes its own copy of the item from the record.
  const warm = new Map<string, { before: GameState | null; after: GameState }>();
  const keyOf = (item: StreamItem) => `${item.gameId}#${item.version}`;
  const cold = new Set<string>();
  for (const item of items) {
    // Once a game misses, its later items miss too (each needs the one before): read it back once for all.
    const known = cold.has(item.gameId) ? undefined : foldedIfKnown(item);
    if (known) warm.set(keyOf(item), known);
    else cold.add(item.gameId);
  }
  const readBack = readTransitions(items.filter((item) => !warm.has(keyOf(item))));
  return async (item) => {
    const known = warm.get(keyOf(item));
    if (!known) return readBack(item);
    const newest = recallGame(item.gameId)?.state;
    return { ...known, latest: newest && newest.version > known.after.version ? newest : known.after };
  };
}

/**
 * The item folded onto the version before it, if the function knows that one. A fold that
 * throws (an item no rules here can fold) is left to the read back, whose error reaches only a
 * consumer that asks for that transition, as before the function knew any game.
 */
function foldedIfKnown(item: StreamItem): ReturnType<typeof warmTransition> {
  try {
    return warmTransition(item);
  } catch {
    return undefined;
  }
}

/**
 * The transitions of items read back from the table, read lazily. Each game is read once for
 * all its items: one Query of its last items (snapshots make it enough, game-log.ts), and a
 * second, bounded by the items' span, only when they reach further back than that. `latest` is
 * the game as that read found it, so never older than any of the items.
 */
export function readTransitions(items: readonly StreamItem[]): (item: StreamItem) => Promise<Transition> {
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
    const after = around.stateAt(item.version);
    if (after) rememberGame(item.gameId, { state: after, base: around.baseOf(item.version) });
    return { before: around.stateAt(item.version - 1), after, latest: recent.stateAt(recent.latest) };
  };
}

/**
 * The game as it is now, read (one Query of its last items) and remembered: for a consumer that
 * must not act on a step already over (armTimers) and has found the newest version the function
 * knows older than the table's newest. Undefined for no such game.
 */
export async function readLatest(gameId: string): Promise<GameState | undefined> {
  const recent = await readGame(gameId);
  if (!recent) return undefined;
  const state = recent.stateAt(recent.latest)!;
  rememberGame(gameId, { state, base: recent.baseOf(recent.latest) });
  return state;
}

async function readSpan(gameId: string, oldest: number, newest: number): Promise<{ recent: GameLog; around: GameLog }> {
  const recent = await readGame(gameId);
  if (!recent || recent.latest < newest) throw new Error(`game ${gameId} has stream records up to version ${newest} but no items that far`);
  // The newest version read is the one the next record of the game folds onto (if nothing newer was stored meanwhile).
  rememberGame(gameId, { state: recent.stateAt(recent.latest)!, base: recent.baseOf(recent.latest) });
  const around = recent.knows(oldest - 1) ? recent : await readGame(gameId, { upTo: newest, from: oldest - 1 });
  return { recent, around: around! };
}
