import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { GetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { systemClock } from '../adapters/clock.ts';
import { toAppRecord, type AppRecord } from './record.ts';

/**
 * An app's two keys (docs/contract.md, Apps): the publishable one names the app in what its
 * clients send from devices; the secret one is its servers' password. Both are 32 random bytes,
 * as a player's token is; only the secret key's hash is stored. No key is cached: a deleted
 * app's keys, and a replaced secret key past its hours, fail at once in every warm function,
 * since every lookup reads the app's record.
 */
export const PUBLISHABLE_PREFIX = 'ocpk_';
export const SECRET_PREFIX = 'ocsk_';

export const newPublishableKey = () => `${PUBLISHABLE_PREFIX}${randomBytes(32).toString('base64url')}`;
export const newSecretKey = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Two hashes compared in constant time: the comparison tells nothing of how much of a key was right. */
function sameHash(a: string, b: string | undefined): boolean {
  if (b === undefined) return false;
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The app whose key hashes to `keyHash`, by the key's item and then the record, both read consistently. */
async function appOfKeyHash(keyHash: string): Promise<AppRecord | undefined> {
  const read = tableNames().read;
  const { Item: named } = await dynamo().send(new GetCommand({ TableName: read, Key: readKeys.appKey(keyHash), ConsistentRead: true }));
  if (!named) return undefined;
  return readApp(named.appId as string);
}

/** The app's record, read consistently; undefined for an app unknown or deleted. */
export async function readApp(appId: string): Promise<AppRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.app(appId), ConsistentRead: true }));
  return Item && toAppRecord(Item);
}

/**
 * The app a secret key (`Authorization: Bearer ocsk_…`) acts for: its current key, or the one
 * its last rotation replaced until `previousValidUntil` (by `now`, the server's clock, which
 * POST /test/clock moves). Undefined for a key unknown, of a deleted app, or replaced and past
 * its hours.
 */
export async function appOfSecretKey(key: string, now = systemClock.now()): Promise<AppRecord | undefined> {
  if (!key.startsWith(SECRET_PREFIX)) return undefined;
  const keyHash = hashKey(key);
  const app = await appOfKeyHash(keyHash);
  if (!app) return undefined;
  if (sameHash(keyHash, app.secretKeyHash)) return app;
  const replaced = sameHash(keyHash, app.previousSecretKeyHash) && app.previousValidUntil !== undefined && now < app.previousValidUntil;
  return replaced ? app : undefined;
}

/** The app a publishable key (`X-App-Key: ocpk_…`) names; undefined for a key unknown or of a deleted app. */
export async function appOfPublishableKey(key: string): Promise<AppRecord | undefined> {
  if (!key.startsWith(PUBLISHABLE_PREFIX)) return undefined;
  const keyHash = hashKey(key);
  const app = await appOfKeyHash(keyHash);
  return app && sameHash(keyHash, hashKey(app.publishableKey)) ? app : undefined;
}
