import { randomUUID } from 'node:crypto';
import { paginateQuery, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { writeSurely } from '../adapters/landed.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { systemClock } from '../adapters/clock.ts';
import { pushCredentialDeletes } from '../notifications/push-credentials.ts';
import { deleteSubscription, listSubscriptions } from '../webhooks/subscriptions.ts';
import { hashKey, newPublishableKey, newSecretKey, readApp } from './keys.ts';
import type { AppRecord } from './record.ts';

/** How long a secret key replaced by a rotation keeps working (docs/contract.md, Apps). */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;

/** Ids are ours (`app_` and 32 hex digits); anything else names no app and is not looked up. */
const isAppId = (id: string) => /^app_[0-9a-f]{32}$/.test(id);

/**
 * A new app of `owner`, and its secret key in the clear, for the answer that shows it once. One
 * transaction writes the record, its line among the owner's apps and each key's item.
 */
export async function createApp(owner: string, name: string): Promise<{ app: AppRecord; secretKey: string }> {
  const appId = `app_${randomUUID().replaceAll('-', '')}`;
  const secretKey = newSecretKey();
  const app: AppRecord = {
    appId,
    owner,
    name,
    publishableKey: newPublishableKey(),
    secretKeyHash: hashKey(secretKey),
    createdAt: new Date(systemClock.now()).toISOString(),
    players: 0,
  };
  const read = tableNames().read;
  const fresh = { ConditionExpression: 'attribute_not_exists(pk)' };
  const write = () =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: read, Item: { ...readKeys.app(appId), ...app }, ...fresh } },
          { Put: { TableName: read, Item: { ...readKeys.ownedApp(owner, appId), appId, createdAt: app.createdAt }, ...fresh } },
          { Put: { TableName: read, Item: { ...readKeys.appKey(hashKey(app.publishableKey)), appId }, ...fresh } },
          { Put: { TableName: read, Item: { ...readKeys.appKey(app.secretKeyHash), appId }, ...fresh } },
        ],
      }),
    );
  // A write whose answer never came is ours if the record holds our secret key's hash.
  await writeSurely(write, async () => (await readApp(appId))?.secretKeyHash === app.secretKeyHash);
  return { app, secretKey };
}

/** The app, if it is `owner`'s: another's answers as one unknown, as a subscription does. */
export async function ownedApp(owner: string, appId: string): Promise<AppRecord | undefined> {
  if (!isAppId(appId)) return undefined;
  const app = await readApp(appId);
  return app?.owner === owner ? app : undefined;
}

const MAX_PAGES = 20;

/** The owner's apps, oldest first: their lines (one consistent Query), then each record. */
export async function listApps(owner: string): Promise<AppRecord[]> {
  const ids: string[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    { TableName: tableNames().read, ...queryRange(readKeys.ownedApps(owner)), ConsistentRead: true },
  );
  let read = 0;
  for await (const page of pages) {
    ids.push(...(page.Items ?? []).map((item) => item.appId as string));
    if (++read >= MAX_PAGES) break;
  }
  const apps = await Promise.all(ids.map(readApp));
  return apps
    .filter((app): app is AppRecord => app !== undefined)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.appId.localeCompare(b.appId));
}

/** A rotation racing another rotation reads the record again: a few tries settle it. */
const MAX_ATTEMPTS = 5;

/**
 * POST /apps/{appId}/secret: a new secret key; the one it replaces keeps working for
 * PREVIOUS_SECRET_MS by the server's clock. Only the last key replaced is kept: a second
 * rotation within those hours ends the first one's replaced key at once (its item is deleted),
 * as a webhook secret's rotation does. Written on the condition that the record still holds
 * the key read, so two rotations at once do not lose one. Undefined for an app not the owner's.
 */
export async function rotateAppSecret(
  owner: string,
  appId: string,
  now = systemClock.now(),
): Promise<{ secretKey: string; previousValidUntil: string } | undefined> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const app = await ownedApp(owner, appId);
    if (!app) return undefined;
    const secretKey = newSecretKey();
    const secretKeyHash = hashKey(secretKey);
    const previousValidUntil = now + PREVIOUS_SECRET_MS;
    const read = tableNames().read;
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: read,
                Key: readKeys.app(appId),
                ConditionExpression: 'secretKeyHash = :seen',
                UpdateExpression: 'SET secretKeyHash = :new, previousSecretKeyHash = :seen, previousValidUntil = :until',
                ExpressionAttributeValues: { ':seen': app.secretKeyHash, ':new': secretKeyHash, ':until': previousValidUntil },
              },
            },
            {
              Put: { TableName: read, Item: { ...readKeys.appKey(secretKeyHash), appId }, ConditionExpression: 'attribute_not_exists(pk)' },
            },
            ...(app.previousSecretKeyHash === undefined
              ? []
              : [{ Delete: { TableName: read, Key: readKeys.appKey(app.previousSecretKeyHash) } }]),
          ],
        }),
      );
      return { secretKey, previousValidUntil: new Date(previousValidUntil).toISOString() };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
  }
  throw new Error(`app ${appId}: its secret key could not be rotated in ${MAX_ATTEMPTS} tries`);
}

/**
 * DELETE /apps/{appId}: its webhook subscriptions (owned by the app's id), then, in one
 * transaction, the record, its line, every key's item and its push credentials: from then on no key of it works,
 * in any function (keys.ts reads the record for every key). Its players stay players. The
 * record is deleted only if its `subscriptionsMade` is still the one read before listing the
 * subscriptions: a subscription made meanwhile (which raises it, subscriptions.ts) makes the
 * deletion list them again, so none is left behind. False for an app not the owner's.
 */
export async function deleteApp(owner: string, appId: string): Promise<boolean> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const app = await ownedApp(owner, appId);
    if (!app) return false;
    // First: a failure before the record's deletion leaves an app whose DELETE can be sent again.
    for (const subscription of await listSubscriptions(appId)) await deleteSubscription(appId, subscription.id);
    const read = tableNames().read;
    const keyHashes = [hashKey(app.publishableKey), app.secretKeyHash, ...(app.previousSecretKeyHash ? [app.previousSecretKeyHash] : [])];
    const made = app.subscriptionsMade ?? 0;
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: read,
                Key: readKeys.app(appId),
                ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(subscriptionsMade) OR subscriptionsMade = :made)',
                ExpressionAttributeValues: { ':made': made },
              },
            },
            { Delete: { TableName: read, Key: readKeys.ownedApp(owner, appId) } },
            ...keyHashes.map((keyHash) => ({ Delete: { TableName: read, Key: readKeys.appKey(keyHash) } })),
            ...pushCredentialDeletes(appId),
          ],
        }),
      );
      return true;
    } catch (error) {
      // Deleted meanwhile (the next round answers as for an unknown app), or a subscription made meanwhile: again.
      if (!(error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'))
        throw error;
    }
  }
  throw new Error(`app ${appId}: could not be deleted in ${MAX_ATTEMPTS} tries`);
}

/**
 * A new secret key in place of the one of hash `issuedHash`, which a lost answer showed nobody
 * (the retry of POST /apps or of a rotation under its Idempotency-Key: the server keeps only
 * hashes, so it cannot answer the key again). The key issued stops at once, the key a rotation
 * replaced keeps its hours; undefined once the app has had another key since (or is gone), so
 * a retry never takes away a key that was shown.
 */
export async function reissueSecret(appId: string, issuedHash: string): Promise<string | undefined> {
  const secretKey = newSecretKey();
  const secretKeyHash = hashKey(secretKey);
  const read = tableNames().read;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: read,
              Key: readKeys.app(appId),
              ConditionExpression: 'secretKeyHash = :issued',
              UpdateExpression: 'SET secretKeyHash = :new',
              ExpressionAttributeValues: { ':issued': issuedHash, ':new': secretKeyHash },
            },
          },
          { Delete: { TableName: read, Key: readKeys.appKey(issuedHash) } },
          { Put: { TableName: read, Item: { ...readKeys.appKey(secretKeyHash), appId }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return secretKey;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return undefined;
    throw error;
  }
}
