import { GetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { hashKey, PUBLISHABLE_PREFIX, SECRET_PREFIX } from '../apps/keys.ts';
import { appIdOf, hashToken, tokenItem } from '../players/players.ts';
import { cachedPlayer } from '../players/token-cache.ts';

/** A request's credential, as the edge finds it without any I/O: what it is and its hash. */
export type Credential = { kind: 'token' | 'app-key'; hash: string };

/** Whose budget a resolved credential names: a player (and the app they are of, once known) or an app. */
export interface Identity {
  playerId?: string;
  /** The player's app; null for a player of no app; undefined while not looked up (a command needs only the player). */
  appId?: string | null;
}

/**
 * The credential a request carries: an app's secret key or a player's token as
 * `Authorization: Bearer`, else an app's publishable key as X-App-Key. Only its hash is kept.
 */
export function credentialOf(headers: Record<string, string | undefined>): Credential | undefined {
  const bearer = /^Bearer\s+(\S{1,512})$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer !== undefined)
    return bearer.startsWith(SECRET_PREFIX) ? { kind: 'app-key', hash: hashKey(bearer) } : { kind: 'token', hash: hashToken(bearer) };
  const appKey = headers['x-app-key'];
  if (appKey?.startsWith(PUBLISHABLE_PREFIX)) return { kind: 'app-key', hash: hashKey(appKey) };
  return undefined;
}

/**
 * Whose budget each credential this instance has resolved names. It decides only whom a
 * request counts against, never whether it may act: a key or token replaced since still counts
 * against its owner, and its route refuses it. Bounded as the token cache is.
 */
const resolved = new Map<string, Identity>();
const MAX_ENTRIES = 10_000;

const cacheKey = (credential: Credential) => `${credential.kind}#${credential.hash}`;

/**
 * The identity of a credential, as far as `needsApp` asks, from this instance's memory alone
 * (the route's own token cache serves too); undefined when it must be looked up.
 */
export function knownIdentity(credential: Credential, needsApp: boolean): Identity | undefined {
  const known = resolved.get(cacheKey(credential));
  if (known && (!needsApp || known.appId !== undefined)) return known;
  if (!needsApp && credential.kind === 'token') {
    const player = cachedPlayer(credential.hash);
    if (player) return { playerId: player.playerId };
  }
  return undefined;
}

/**
 * Looks the credential up in the read table (once per credential and instance): a token's item
 * names its player, and the player's profile their app (only when `needsApp`); an app key's
 * item names its app. Undefined for a credential that names no one.
 */
export function resolveIdentity(credential: Credential, needsApp: boolean): Promise<Identity | undefined> {
  // Requests that come at once with the same new credential wait for one lookup, not one each.
  const key = `${cacheKey(credential)}#${needsApp}`;
  let pending = resolving.get(key);
  if (!pending) {
    pending = lookUp(credential, needsApp).finally(() => resolving.delete(key));
    resolving.set(key, pending);
  }
  return pending;
}

const resolving = new Map<string, Promise<Identity | undefined>>();

async function lookUp(credential: Credential, needsApp: boolean): Promise<Identity | undefined> {
  const key = cacheKey(credential);
  let identity: Identity | undefined = resolved.get(key);
  if (credential.kind === 'app-key') {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableNames().read, Key: readKeys.appKey(credential.hash), ProjectionExpression: 'appId' }),
    );
    identity = Item && { appId: Item.appId as string };
  } else {
    const playerId = identity?.playerId ?? cachedPlayer(credential.hash)?.playerId ?? (await tokenItem(credential.hash))?.playerId;
    const appId =
      needsApp && identity?.appId === undefined && playerId !== undefined ? ((await appIdOf(playerId)) ?? null) : identity?.appId;
    identity = playerId === undefined ? undefined : { playerId, ...(appId !== undefined && { appId }) };
  }
  if (!identity) return undefined;
  if (resolved.size >= MAX_ENTRIES) resolved.clear();
  resolved.set(key, identity);
  return identity;
}
