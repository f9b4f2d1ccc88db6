/**
 * The one place a sealed name (sealed-names.ts) becomes a name again: every answer, webhook
 * delivery, WebSocket message and push text passes through `revealNames` on its way out, and
 * nothing stored ever does. A name whose player has no profile any more (erased) reads "Deleted
 * player"; one that does not open under its player's key (a forged marker) is left as it is, so
 * no string a client sent can make the server show another's name. Client seeds are never
 * touched: they stay as they were sent, part of every game's proof (docs/contract.md, Fairness).
 */
import { batchGet } from '../adapters/batch-get.ts';
import { systemClock } from '../adapters/clock.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { nameKeyFrom } from './name-keys.ts';
import { DELETED_PLAYER, openName, SEALED_NAME } from './sealed-names.ts';

/**
 * How long a key read stays known to this instance: docs/contract.md (Your data) wants an
 * erased name gone from every answer within a minute; an erasure on another instance is seen
 * here at most this long after.
 */
export const KEY_CACHE_MS = 30_000;

/** Enough for every player a warm instance shows; past it the cache starts again. */
const MAX_ENTRIES = 10_000;

/** A key read, or null for a player with no profile, or an empty key for a profile with none yet; and until when it holds. */
const cache = new Map<string, { key: Buffer | null; until: number }>();

/** A key this instance has just made or read (a sign-up, a rename): its first answer then costs no read. */
export function rememberNameKey(playerId: string, key: Buffer): void {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(playerId, { key, until: systemClock.now() + KEY_CACHE_MS });
}

/** A player this instance has just erased: their name reads "Deleted player" here at once, elsewhere within KEY_CACHE_MS. */
export function forgetNameKey(playerId: string): void {
  cache.set(playerId, { key: null, until: systemClock.now() + KEY_CACHE_MS });
}

/** Keys whose values name a client's own seed: never names, never changed. */
const untouched = (key: string) => /clientSeed/i.test(key);

/** The ids of the players whose sealed names a value holds. */
function sealedIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.includes('ocn1.')) for (const match of value.matchAll(SEALED_NAME)) found.add(match[1]!);
  } else if (Array.isArray(value)) {
    for (const item of value) sealedIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!untouched(key)) sealedIn(item, found);
  }
  return found;
}

/** The keys of these players: from this instance's cache while it holds, else one batch read of their profiles. */
async function keysOf(playerIds: Set<string>): Promise<Map<string, Buffer | null>> {
  const now = systemClock.now();
  const keys = new Map<string, Buffer | null>();
  const missing: string[] = [];
  for (const id of playerIds) {
    const cached = cache.get(id);
    if (cached && cached.until > now) keys.set(id, cached.key);
    else missing.push(id);
  }
  if (missing.length === 0) return keys;
  const profiles = await batchGet(missing.map(readKeys.profile), { ProjectionExpression: 'pk, sk, playerId, nameKey' });
  const byId = new Map([...profiles.values()].map((p) => [p.playerId as string, p]));
  if (cache.size + missing.length > MAX_ENTRIES) cache.clear();
  for (const id of missing) {
    const profile = byId.get(id);
    const key = !profile ? null : typeof profile.nameKey === 'string' ? nameKeyFrom(profile.nameKey) : Buffer.alloc(0);
    cache.set(id, { key, until: now + KEY_CACHE_MS });
    keys.set(id, key);
  }
  return keys;
}

/** A string with every sealed name in it opened (or "Deleted player"), forged ones left. */
function revealed(text: string, keys: Map<string, Buffer | null>): string {
  return text.replace(SEALED_NAME, (whole, playerId: string, body: string) => {
    const key = keys.get(playerId);
    if (key === null) return DELETED_PLAYER;
    return (key && key.length > 0 && openName(playerId, body, key)) || whole;
  });
}

function replaced<T>(value: T, keys: Map<string, Buffer | null>): T {
  if (typeof value === 'string') return (value.includes('ocn1.') ? revealed(value, keys) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => replaced(item, keys)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, untouched(key) ? item : replaced(item, keys)])) as T;
  return value;
}

/**
 * The value with every person's name in it as it may be shown now: the clear name while the
 * person is there, "Deleted player" once erased. A value that holds no sealed name is answered
 * as it is, at no read.
 */
export async function revealNames<T>(value: T): Promise<T> {
  const ids = sealedIn(value, new Set());
  if (ids.size === 0) return value;
  return replaced(value, await keysOf(ids));
}

/** A JSON text (a webhook's payload, as queued) with its names revealed; one with none is left byte for byte. */
export const revealNamesInJson = async (text: string): Promise<string> =>
  text.includes('ocn1.') ? JSON.stringify(await revealNames(JSON.parse(text) as unknown)) : text;
