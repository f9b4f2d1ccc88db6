import type { PlayerRecord } from './record.ts';

/**
 * The tokens a warm function has seen, by hash. A cached token names its player at once, so a
 * command can read its game while the token's item is read beside it; it is never trusted
 * further: every request reads the item before it writes or answers (verifyToken in
 * players.ts), so a token replaced on another function stops working at once here too. The
 * cache saves a command a round trip, never a refusal.
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
