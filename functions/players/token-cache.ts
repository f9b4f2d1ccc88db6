import type { PlayerRecord } from './players.ts';

/**
 * The tokens a warm function has seen, by hash. A cached token is only ever trusted as far as
 * the request's own write re-checks it (the token item is a condition of the command's
 * transaction, see token-guard.ts), and a request that writes nothing reads the item after all
 * (functions/http/route.ts), so a token replaced on another function stops working at once here
 * too: the cache saves a command its read, never a refusal.
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
