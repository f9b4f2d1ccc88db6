import { LRUCache } from 'lru-cache';
import { foldFrom, type GameState } from '../../domain/platform/index.ts';
import type { StreamItem } from '../adapters/event-store.ts';

/**
 * A game as a warm function knows it at one version: folded through `state.version`, from the
 * trusted snapshot stored on version `base` (0: from the beginning; the command path places the
 * next snapshot by it, game-log.ts).
 */
export interface WarmGame {
  state: GameState;
  base: number;
  /** Where the game's fair byte stream stands after `state.version` (fairness/position.ts); unknown: a command reads the game. */
  position?: number;
}

/**
 * Versions kept per game: a stream reader behind the command path (one process, locally) still
 * finds the one before its record, the projections too, a batching window of a busy game's
 * commands behind the reactions.
 */
const VERSIONS_KEPT = 32;

/**
 * The games a warm function has read, written or seen on the stream lately, each at its last
 * few versions. Never taken for the latest on trust: a command writes the next version on the
 * condition that it is free, a read checks that it is absent, a stream reader folds a record
 * onto the version just before it. So a game changed by another function is only a miss, read
 * again. Bounded: the least recently used games go first. States are never changed in place
 * (the domain's fold makes new ones), so one may be handed to any reader.
 */
const games = new LRUCache<string, Map<number, WarmGame>>({ max: 10_000 });

/** The newest version of the game this function knows, if it knows any. */
export function recallGame(gameId: string): WarmGame | undefined {
  const versions = games.get(gameId);
  return versions && [...versions.values()].at(-1);
}

/** The game at one version, if this function knows it. */
export const recallVersion = (gameId: string, version: number): WarmGame | undefined => games.get(gameId)?.get(version);

/** Keeps a stored version of the game (its newest few: states are facts, never taken back). */
export function rememberGame(gameId: string, game: WarmGame): void {
  let versions = games.get(gameId);
  if (!versions) games.set(gameId, (versions = new Map()));
  const newest = [...versions.keys()].at(-1) ?? 0;
  if (versions.has(game.state.version)) return;
  if (game.state.version < newest) {
    // Older than what is known: kept only if it stays within the window (a stream reader catching up).
    if (game.state.version <= newest - VERSIONS_KEPT) return;
    versions = new Map([...versions, [game.state.version, game] as const].sort(([a], [b]) => a - b));
    games.set(gameId, versions);
  } else versions.set(game.state.version, game);
  for (const version of versions.keys()) if (versions.size > VERSIONS_KEPT) versions.delete(version);
}

/** Forgets a game: for tests that rewrite a stream, or that play as a function which never saw it (a taken version needs none: the retry reads and remembers the newer one). */
export function forgetGame(gameId: string): void {
  games.delete(gameId);
}

/**
 * The game just before and just after a stored item, from what this function knows: the
 * state after the item itself, or the one before it with the item's events folded on (then
 * remembered). Undefined when it knows neither (then read the game back).
 */
export function warmTransition(item: StreamItem): { before: GameState | null; after: GameState } | undefined {
  const before = item.version === 1 ? null : recallVersion(item.gameId, item.version - 1)?.state;
  if (before === undefined) return undefined;
  const known = recallVersion(item.gameId, item.version)?.state;
  if (known) return { before, after: known };
  const after = foldFrom(before, [item])!;
  const base = item.snapshot ? item.version : (recallVersion(item.gameId, item.version - 1)?.base ?? 0);
  rememberGame(item.gameId, { state: after, base, position: item.fairPosition });
  return { before, after };
}
