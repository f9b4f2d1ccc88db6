import type { PlayerRecord } from './record.ts';

/**
 * The tokens a warm function has seen, by hash. A cached token names its player at once; it is
 * never trusted further: every request checks the item before it writes or answers (a condition
 * of a command's write, games/command/token.ts; in the same read as a game's view,
 * games/latest-game.ts; else verifyToken in players.ts), so a token replaced or erased on
 * another function stops working at once here too. The cache saves a request its own read of
 * the token, never a refusal.
 */
const known = new Map<string, PlayerRecord>();

/** Enough for every player active on one warm function; past it the cache starts again. */
const MAX_ENTRIES = 10_000;

export const cachedPlayer = (tokenHash: string): PlayerRecord | undefined => known.get(tokenHash);

export function rememberToken(tokenHash: string, player: PlayerRecord): void {
  if (known.size >= MAX_ENTRIES) known.clear();
  known.set(tokenHash, player);
}

export function forgetToken(tokenHash: string): void {
  known.delete(tokenHash);
}
