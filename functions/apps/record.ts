import type { AppPlatform } from '../notifications/platforms.ts';

/**
 * An app as stored (read-keys.ts: `APP#<appId>`): what the API shows of it, and the hashes of its
 * secret keys, which nothing shows. The record is the one truth about an app's keys: a key's own
 * item (`APPKEY#<hash>`) only says which app to read, and a key is good only while its app's
 * record names its hash (keys.ts).
 */
export interface AppRecord {
  appId: string;
  /** The player who registered it: its developer. */
  owner: string;
  name: string;
  /** Not a secret: it names the app in what its clients send from devices. */
  publishableKey: string;
  /** SHA-256 of the secret key, hex. */
  secretKeyHash: string;
  /** SHA-256 of the secret key the last rotation replaced, good until `previousValidUntil` (ms, the server's clock). */
  previousSecretKeyHash?: string;
  previousValidUntil?: number;
  createdAt: string;
  /** The players who signed up through the app, counted in each one's sign-up transaction. */
  players: number;
  /** Webhook subscriptions ever made for the app, counted in each one's transaction: what its deletion checks (apps.ts). */
  subscriptionsMade?: number;
}

export function toAppRecord(item: Record<string, unknown>): AppRecord {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as unknown as AppRecord;
}

/**
 * What GET /apps and GET /apps/{appId} show of an app: never a secret key nor its hash; of its
 * push credentials (kept apart, functions/notifications/push-credentials.ts) only which platforms have some.
 */
export const appView = ({ appId, name, publishableKey, createdAt, players }: AppRecord, push: Record<AppPlatform, boolean>) => ({
  appId,
  name,
  publishableKey,
  createdAt,
  players,
  push,
});
