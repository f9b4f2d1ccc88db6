/**
 * The apps' records and the lookup of their keys (functions/apps/) against DynamoDB Local,
 * without the HTTP server: what is stored for an app and its keys (hashes, never a secret key),
 * a secret key good while its record names it, a replaced one till its hours end, none of a
 * deleted app, and a sign-up through an app counted in its own transaction.
 */
import { describe, expect, it } from 'vitest';
import { GetCommand, paginateScan } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { createApp, deleteApp, listApps, ownedApp, PREVIOUS_SECRET_MS, reissueSecret, rotateAppSecret } from '../../functions/apps/apps.ts';
import { appOfPublishableKey, appOfSecretKey, hashKey, readApp } from '../../functions/apps/keys.ts';
import { AppGone, appIdOf, createPlayer } from '../../functions/players/players.ts';
import { useTables } from '../support/tables.ts';

useTables();

const item = async (key: { pk: string; sk: string }) =>
  (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: key, ConsistentRead: true }))).Item;

async function storedText(): Promise<string> {
  const items: unknown[] = [];
  for await (const page of paginateScan({ client: dynamo() }, { TableName: tableNames().read })) items.push(...(page.Items ?? []));
  return JSON.stringify(items);
}

describe('an app as stored', () => {
  it('its record holds the secret key’s hash only; each key has an item naming the app; the owner’s line lists it', async () => {
    const { app, secretKey } = await createApp('p_ann', 'Dice Kings Mobile');
    expect(secretKey).toMatch(/^ocsk_[\w-]{43}$/);
    expect(app.publishableKey).toMatch(/^ocpk_[\w-]{43}$/);
    expect(await readApp(app.appId)).toEqual({ ...app, secretKeyHash: hashKey(secretKey) });
    expect(await item(readKeys.appKey(hashKey(secretKey)))).toMatchObject({ appId: app.appId });
    expect(await item(readKeys.appKey(hashKey(app.publishableKey)))).toMatchObject({ appId: app.appId });
    expect(await item(readKeys.ownedApp('p_ann', app.appId))).toMatchObject({ appId: app.appId });
    expect(await storedText()).not.toContain(secretKey);
    expect(await ownedApp('p_ann', app.appId)).toEqual(app);
    expect(await ownedApp('p_bob', app.appId)).toBeUndefined();
    expect(await ownedApp('p_ann', 'app_nope')).toBeUndefined();
  });

  it('the owner’s apps come oldest first, another’s never', async () => {
    const first = await createApp('p_cy', 'One');
    const second = await createApp('p_cy', 'Two');
    await createApp('p_dee', 'Other');
    expect((await listApps('p_cy')).map((a) => a.appId)).toEqual([first.app.appId, second.app.appId]);
  });
});

describe('appOfSecretKey and appOfPublishableKey', () => {
  it('name the app by its keys, each by its own kind only; a key altered names nothing', async () => {
    const { app, secretKey } = await createApp('p_ann', 'Keys');
    expect((await appOfSecretKey(secretKey))?.appId).toBe(app.appId);
    expect((await appOfPublishableKey(app.publishableKey))?.appId).toBe(app.appId);
    expect(await appOfSecretKey(app.publishableKey)).toBeUndefined();
    expect(await appOfPublishableKey(secretKey)).toBeUndefined();
    expect(await appOfSecretKey(`${secretKey}x`)).toBeUndefined();
    expect(await appOfSecretKey('')).toBeUndefined();
  });

  it('a replaced key works until previousValidUntil by the clock handed in, and a second rotation ends it at once', async () => {
    const { app, secretKey } = await createApp('p_ann', 'Rotated');
    const now = Date.now();
    const rotated = await rotateAppSecret('p_ann', app.appId, now);
    expect(rotated!.previousValidUntil).toBe(new Date(now + PREVIOUS_SECRET_MS).toISOString());
    expect((await appOfSecretKey(secretKey, now + PREVIOUS_SECRET_MS - 1))?.appId).toBe(app.appId);
    expect(await appOfSecretKey(secretKey, now + PREVIOUS_SECRET_MS)).toBeUndefined();
    expect((await appOfSecretKey(rotated!.secretKey, now + PREVIOUS_SECRET_MS * 10))?.appId).toBe(app.appId);
    expect(await rotateAppSecret('p_bob', app.appId)).toBeUndefined();

    const again = await rotateAppSecret('p_ann', app.appId, now);
    expect(await appOfSecretKey(secretKey, now)).toBeUndefined();
    expect(await item(readKeys.appKey(hashKey(secretKey)))).toBeUndefined();
    expect((await appOfSecretKey(rotated!.secretKey, now))?.appId).toBe(app.appId);
    expect((await appOfSecretKey(again!.secretKey, now))?.appId).toBe(app.appId);
    expect(await storedText()).not.toContain(again!.secretKey);
  });

  it('two rotations at once both land, one after the other', async () => {
    const { app } = await createApp('p_ann', 'Racing');
    const [a, b] = await Promise.all([rotateAppSecret('p_ann', app.appId), rotateAppSecret('p_ann', app.appId)]);
    const current = await readApp(app.appId);
    expect([hashKey(a!.secretKey), hashKey(b!.secretKey)]).toContain(current!.secretKeyHash);
    expect([hashKey(a!.secretKey), hashKey(b!.secretKey)]).toContain(current!.previousSecretKeyHash);
  });

  it('a reissued key replaces the one issued, only while that one is still current', async () => {
    const { app, secretKey } = await createApp('p_ann', 'Reissued');
    const reissued = await reissueSecret(app.appId, hashKey(secretKey));
    expect(await appOfSecretKey(secretKey)).toBeUndefined();
    expect((await appOfSecretKey(reissued!))?.appId).toBe(app.appId);
    expect(await reissueSecret(app.appId, hashKey(secretKey))).toBeUndefined();
    expect((await appOfSecretKey(reissued!))?.appId).toBe(app.appId);
  });

  it('a deleted app’s keys name nothing at once, its items are gone, its subscriptions too; another owner cannot delete it', async () => {
    const { app, secretKey } = await createApp('p_ann', 'Deleted');
    const rotated = await rotateAppSecret('p_ann', app.appId);
    expect(await deleteApp('p_bob', app.appId)).toBe(false);
    expect((await appOfSecretKey(secretKey))?.appId).toBe(app.appId);
    expect(await deleteApp('p_ann', app.appId)).toBe(true);
    expect(await appOfSecretKey(secretKey)).toBeUndefined();
    expect(await appOfSecretKey(rotated!.secretKey)).toBeUndefined();
    expect(await appOfPublishableKey(app.publishableKey)).toBeUndefined();
    for (const key of [readKeys.app(app.appId), readKeys.ownedApp('p_ann', app.appId), readKeys.appKey(hashKey(secretKey))])
      expect(await item(key)).toBeUndefined();
    expect(await item(readKeys.appKey(hashKey(rotated!.secretKey)))).toBeUndefined();
    expect(await item(readKeys.appKey(hashKey(app.publishableKey)))).toBeUndefined();
    expect(await deleteApp('p_ann', app.appId)).toBe(false);
  });
});

describe('a sign-up through an app', () => {
  it('puts the app on the profile and raises its count in the same transaction; a deleted app cancels it, and no player is made', async () => {
    const { app } = await createApp('p_ann', 'Signing up');
    const cleo = await createPlayer('Cleo', undefined, { app: { appId: app.appId } });
    expect(await appIdOf(cleo.playerId)).toBe(app.appId);
    expect((await readApp(app.appId))!.players).toBe(1);
    const plain = await createPlayer('Dan');
    expect(await appIdOf(plain.playerId)).toBeUndefined();

    await deleteApp('p_ann', app.appId);
    const before = await storedText();
    await expect(createPlayer('Eve', undefined, { app: { appId: app.appId } })).rejects.toBeInstanceOf(AppGone);
    expect((await storedText()).includes('"Eve"')).toBe(false);
    expect(before.includes('"Eve"')).toBe(false);
  });
});
