/**
 * The player this browser plays as, kept in localStorage: the token is shown once by the
 * API, so the page must keep it to act for the player again after a reload. The page calls
 * the token the player's key: it is all another device needs to play as them.
 */
import { ApiError, Client } from '../src/index.ts';

export interface Me {
  playerId: string;
  name: string;
  token: string;
}

const KEY = 'organized-chaos.player';

/**
 * The API this page was served by. A 429 `rate-limited` comes back at once rather than after
 * the SDK's own silent waits: the page shows the countdown and tries again itself (try-again.ts).
 */
export const api = new Client({ baseUrl: location.origin, retry: { rateLimited: false } });

export function loadMe(): Me | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isMe(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveMe(me: Me | null): void {
  if (me) localStorage.setItem(KEY, JSON.stringify(me));
  else localStorage.removeItem(KEY);
}

const isMe = (value: unknown): value is Me =>
  typeof value === 'object' &&
  value !== null &&
  ['playerId', 'name', 'token'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** Signing in with a key kept from before: GET /players/me says whose it is, or that it is nobody's. */
export async function signInWithKey(key: string): Promise<Me> {
  const token = key.trim();
  try {
    const { playerId, name } = await api.withToken(token).getMe();
    return { playerId, name, token };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'unauthenticated')
      throw new Error('No player has this key. Check that you copied all of it: a key starts with oct_ and has no spaces.', {
        cause: error,
      });
    throw error;
  }
}

/** An error as a sentence for the page: the API's own detail when it gave one. */
export function describe(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
