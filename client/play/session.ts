/**
 * The player this browser plays as, kept in localStorage: the token is shown once by the
 * API, so the page must keep it to act for the player again after a reload.
 */
import { ApiError, Client } from '../src/index.ts';

export interface Me {
  playerId: string;
  name: string;
  token: string;
}

const KEY = 'organized-chaos.player';

/** The API this page was served by. */
export const api = new Client({ baseUrl: location.origin });

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

/** An error as a sentence for the page: the API's own detail when it gave one. */
export function describe(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
