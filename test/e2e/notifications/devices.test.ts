/**
 * Devices, apps' push credentials and the Web Push key over HTTP (docs/contract.md,
 * Notifications): registering (201), replacing (200, `createdAt` kept), listing without tokens
 * or subscriptions, deleting (204, then 404); every refusal problem+json with the contract's code
 * and nothing changed; credentials sealed apart from the app and shown only as `push` flags.
 */
import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GetCommand, paginateScan } from '../../../functions/adapters/documents.ts';
import { dynamo } from '../../../functions/adapters/dynamo.ts';
import { tableNames } from '../../../functions/adapters/tables.ts';
import { readKeys } from '../../../functions/adapters/read-keys.ts';
import { DeviceOwnerGone, devicesFor, putDevice } from '../../../functions/notifications/devices.ts';
import { openPushCredentials } from '../../../functions/notifications/push-credentials.ts';
import { newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { refused } from '../../support/answers.ts';

const ctx = useTestStack();

const put = (api: Api, path: string, body: unknown, token?: string) => api.request('PUT', path, { body, token });
const del = (api: Api, path: string, token?: string) => api.request('DELETE', path, { token });

/** A browser's subscription, with keys as a browser makes them. */
function subscription(endpoint = 'http://127.0.0.1:9/push/abc') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const pem = (type: 'ec' | 'rsa') =>
  (type === 'ec'
    ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
    : generateKeyPairSync('rsa', { modulusLength: 2048 })
  ).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

const apns = () => ({ teamId: 'A1B2C3D4E5', keyId: 'K9L8M7N6P5', privateKey: pem('ec'), bundleId: 'com.example.dicekings' });
const fcm = () => ({
  serviceAccount: {
    type: 'service_account',
    project_id: 'dice-kings-mobile',
    client_email: 'push@dice-kings-mobile.iam.gserviceaccount.com',
    private_key: pem('rsa'),
    token_uri: 'http://127.0.0.1:9/token',
  },
});
const APNS_TOKEN = 'a3f1c9e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8';

/** An app of a new owner's, and a player who signed up through it. */
async function appWithPlayer(api: Api) {
  const owner = await newPlayer(api, 'Owner');
  const app = (await api.post('/apps', { name: 'Dice Kings Mobile' }, owner.token)).body;
  const signedUp = await api.post('/players', { name: 'Ann' }, undefined, { 'x-app-key': app.publishableKey });
  expect(signedUp.status, signedUp.text).toBe(201);
  return { owner, app, player: signedUp.body as { playerId: string; token: string } };
}

/** Every item of the read table, as stored. */
async function readItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: dynamo() }, { TableName: tableNames().read })) items.push(...(page.Items ?? []));
  return items;
}

describe('devices', () => {
  it('registers (201), replaces (200, first createdAt kept), lists without the token or subscription, deletes (204, then 404)', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const first = subscription();
    const made = await put(api, '/players/me/devices/anns-browser', { platform: 'webpush', subscription: first }, ann.token);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toEqual({
      deviceId: 'anns-browser',
      platform: 'webpush',
      locale: 'en',
      events: ['turn', 'reminder', 'ended', 'match'],
      createdAt: expect.any(String),
    });

    const replaced = await put(
      api,
      '/players/me/devices/anns-browser',
      { platform: 'webpush', subscription: subscription(), locale: 'de-at', events: ['turn', 'ended'] },
      ann.token,
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toEqual({ ...made.body, locale: 'de-AT', events: ['turn', 'ended'] });

    const listed = await api.get('/players/me/devices', ann.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ devices: [replaced.body] });
    expect(listed.text).not.toContain('endpoint');
    // The pipeline's one Query reads where messages go: the replacement's, not the first one's.
    const [stored] = await devicesFor(ann.playerId);
    expect(stored!.subscription!.keys.p256dh).not.toBe(first.keys.p256dh);

    expect((await del(api, '/players/me/devices/anns-browser', ann.token)).status).toBe(204);
    refused(await del(api, '/players/me/devices/anns-browser', ann.token), 404, 'device-not-found');
    expect((await api.get('/players/me/devices', ann.token)).body).toEqual({ devices: [] });
  });

  it("are counted on the profile, for the pushes to read only a maker's devices: raised by a new one, never by a replacement, never lowered; none made for a player erased meanwhile", async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const made = async () =>
      (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.profile(ann.playerId), ConsistentRead: true })))
        .Item?.devicesMade;
    expect(await made()).toBe(0);
    expect((await put(api, '/players/me/devices/phone', { platform: 'webpush', subscription: subscription() }, ann.token)).status).toBe(
      201,
    );
    expect(await made()).toBe(1);
    expect((await put(api, '/players/me/devices/phone', { platform: 'webpush', subscription: subscription() }, ann.token)).status).toBe(
      200,
    );
    expect(await made()).toBe(1);
    expect((await del(api, '/players/me/devices/phone', ann.token)).status).toBe(204);
    expect(await made()).toBe(1);
    expect((await put(api, '/players/me/devices/phone', { platform: 'webpush', subscription: subscription() }, ann.token)).status).toBe(
      201,
    );
    expect(await made()).toBe(2);

    // A player whose profile is gone (erased between the token's check and the write): nothing is made.
    const gone = 'p_00000000000000000000000000000000';
    await expect(
      putDevice(gone, 'phone', { platform: 'webpush', subscription: subscription(), locale: 'en', events: ['turn'] }),
    ).rejects.toThrow(DeviceOwnerGone);
    expect(await devicesFor(gone)).toEqual([]);
  });

  it("are the caller's own: another player's device of the same name is untouched, and deleting it is 404", async () => {
    const { api } = ctx;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    expect((await put(api, '/players/me/devices/phone', { platform: 'webpush', subscription: subscription() }, ann.token)).status).toBe(
      201,
    );
    expect((await put(api, '/players/me/devices/phone', { platform: 'webpush', subscription: subscription() }, bob.token)).status).toBe(
      201,
    );
    expect((await del(api, '/players/me/devices/phone', bob.token)).status).toBe(204);
    refused(await del(api, '/players/me/devices/phone', bob.token), 404, 'device-not-found');
    expect((await api.get('/players/me/devices', ann.token)).body.devices).toHaveLength(1);
    refused(await api.get('/players/me/devices'), 401, 'unauthenticated');
  });

  it.each([
    ['a deviceId with a space', 'my phone', { platform: 'webpush', subscription: subscription() }],
    ['a deviceId of 65 characters', 'x'.repeat(65), { platform: 'webpush', subscription: subscription() }],
    ['an unknown platform', 'd1', { platform: 'mqtt', token: 'abc' }],
    ['webpush without a subscription', 'd1', { platform: 'webpush' }],
    ['webpush with a token', 'd1', { platform: 'webpush', subscription: subscription(), token: 'abc' }],
    ['a subscription whose endpoint is no URL', 'd1', { platform: 'webpush', subscription: subscription('not a url') }],
    [
      'a p256dh that is no point of P-256',
      'd1',
      { platform: 'webpush', subscription: { ...subscription(), keys: { p256dh: 'BAAA', auth: randomBytes(16).toString('base64url') } } },
    ],
    [
      'an auth secret of 8 bytes',
      'd1',
      {
        platform: 'webpush',
        subscription: { ...subscription(), keys: { ...subscription().keys, auth: randomBytes(8).toString('base64url') } },
      },
    ],
    ['apns without a token', 'd1', { platform: 'apns' }],
    ['an APNs token that is not hexadecimal', 'd1', { platform: 'apns', token: 'not-hex-at-all' }],
    ['an Expo token of the wrong shape', 'd1', { platform: 'expo', token: 'abc' }],
    ['apns with a subscription', 'd1', { platform: 'apns', token: APNS_TOKEN, subscription: subscription() }],
    ['a locale that is no BCP 47 tag', 'd1', { platform: 'webpush', subscription: subscription(), locale: 'not a locale!' }],
    ['an unknown event', 'd1', { platform: 'webpush', subscription: subscription(), events: ['turn', 'chat'] }],
    ['an event twice', 'd1', { platform: 'webpush', subscription: subscription(), events: ['turn', 'turn'] }],
    ['no events', 'd1', { platform: 'webpush', subscription: subscription(), events: [] }],
    ['an unknown key', 'd1', { platform: 'webpush', subscription: subscription(), colour: 'red' }],
  ])('refuse %s: 400 invalid-request, nothing registered', async (_, deviceId, body) => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    refused(await put(api, `/players/me/devices/${encodeURIComponent(deviceId)}`, body, ann.token), 400, 'invalid-request');
    expect((await api.get('/players/me/devices', ann.token)).body.devices).toEqual([]);
  });

  it.each([
    ['http on a public host', 'http://push.example.com/abc', 'https'],
    ['a private address', 'https://10.0.0.1/push/abc', 'a private address'],
    ['the metadata service', 'https://169.254.169.254/latest', 'a metadata service address'],
    ['a link-local address', 'https://[fe80::1]/push', 'a link-local address'],
    ['ftp', 'ftp://127.0.0.1/push', 'https'],
  ])('refuse a Web Push endpoint on %s: 422 invalid-push-endpoint', async (_, endpoint, says) => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const reply = await put(api, '/players/me/devices/d1', { platform: 'webpush', subscription: subscription(endpoint) }, ann.token);
    refused(reply, 422, 'invalid-push-endpoint');
    expect(reply.body.detail).toContain(says);
    expect((await api.get('/players/me/devices', ann.token)).body.devices).toEqual([]);
  });

  it('apns, fcm and expo need the player’s app to have credentials for the platform: 409 push-not-configured until it has', async () => {
    const { api } = ctx;
    const loner = await newPlayer(api, 'Loner');
    refused(await put(api, '/players/me/devices/d1', { platform: 'apns', token: APNS_TOKEN }, loner.token), 409, 'push-not-configured');

    const { owner, app, player } = await appWithPlayer(api);
    const device = { platform: 'apns', token: APNS_TOKEN, locale: 'de' };
    refused(await put(api, '/players/me/devices/d1', device, player.token), 409, 'push-not-configured');
    refused(
      await put(api, '/players/me/devices/d2', { platform: 'expo', token: 'ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]' }, player.token),
      409,
      'push-not-configured',
    );

    expect((await put(api, `/apps/${app.appId}/push/apns`, apns(), owner.token)).status).toBe(200);
    const made = await put(api, '/players/me/devices/d1', device, player.token);
    expect(made.status, made.text).toBe(201);
    expect((await devicesFor(player.playerId))[0]).toMatchObject({ platform: 'apns', token: APNS_TOKEN });

    expect((await del(api, `/apps/${app.appId}/push/apns`, owner.token)).status).toBe(204);
    refused(await put(api, '/players/me/devices/d3', device, player.token), 409, 'push-not-configured');
    expect((await api.get('/players/me/devices', player.token)).body.devices.map((d: { deviceId: string }) => d.deviceId)).toEqual(['d1']);
  });
});

describe("apps' push credentials", () => {
  it('are set per platform, shown only as `push` flags, sealed in an item apart from the app, and deleted with it', async () => {
    const { api } = ctx;
    const { owner, app } = await appWithPlayer(api);
    const key = apns();
    expect(await put(api, `/apps/${app.appId}/push/apns`, { ...key, sandbox: true }, owner.token)).toMatchObject({
      status: 200,
      body: { platform: 'apns', configured: true },
    });
    expect((await put(api, `/apps/${app.appId}/push/fcm`, fcm(), owner.token)).status).toBe(200);
    expect((await put(api, `/apps/${app.appId}/push/expo`, {}, owner.token)).status).toBe(200);
    const shown = await api.get(`/apps/${app.appId}`, owner.token);
    expect(shown.body.push).toEqual({ apns: true, fcm: true, expo: true });
    expect(shown.text).not.toContain('PRIVATE KEY');
    expect((await api.get('/apps', owner.token)).body.apps[0].push).toEqual({ apns: true, fcm: true, expo: true });

    // Sealed: no item holds the key in the clear; the sender's reading opens it whole.
    expect(JSON.stringify(await readItems())).not.toContain(key.privateKey.split('\n')[1]);
    expect(await openPushCredentials(app.appId, 'apns')).toEqual({ ...key, sandbox: true });

    expect((await del(api, `/apps/${app.appId}/push/fcm`, owner.token)).status).toBe(204);
    expect((await del(api, `/apps/${app.appId}/push/fcm`, owner.token)).status).toBe(204);
    expect((await api.get(`/apps/${app.appId}`, owner.token)).body.push).toEqual({ apns: true, fcm: false, expo: true });

    expect((await del(api, `/apps/${app.appId}`, owner.token)).status).toBe(204);
    expect((await readItems()).filter((item) => item.pk === `APP#${app.appId}`)).toEqual([]);
  });

  it.each([
    ['webpush', 'webpush', {}],
    ['an unknown platform', 'wns', {}],
    ['an APNs key that is no PEM', 'apns', { ...apns(), privateKey: 'hello' }],
    [
      'an APNs key on another curve',
      'apns',
      { ...apns(), privateKey: generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) },
    ],
    ['an RSA key for APNs', 'apns', { ...apns(), privateKey: pem('rsa') }],
    ['a Team ID of 4 characters', 'apns', { ...apns(), teamId: 'ABCD' }],
    ['no bundle ID', 'apns', { ...apns(), bundleId: undefined }],
    ['a service account without token_uri', 'fcm', { serviceAccount: { ...fcm().serviceAccount, token_uri: undefined } }],
    ['a service account with an EC key', 'fcm', { serviceAccount: { ...fcm().serviceAccount, private_key: pem('ec') } }],
    ['a token_uri on a private address', 'fcm', { serviceAccount: { ...fcm().serviceAccount, token_uri: 'https://10.1.2.3/token' } }],
    ['an Expo token that is a number', 'expo', { accessToken: 42 }],
  ])('refuse %s: 400 invalid-request, nothing set', async (_, platform, body) => {
    const { api } = ctx;
    const { owner, app } = await appWithPlayer(api);
    refused(await put(api, `/apps/${app.appId}/push/${platform}`, body, owner.token), 400, 'invalid-request');
    expect((await api.get(`/apps/${app.appId}`, owner.token)).body.push).toEqual({ apns: false, fcm: false, expo: false });
  });

  it("are 404 app-not-found for another's app, an unknown or a deleted one; 400 for a platform other than apns, fcm, expo on DELETE too", async () => {
    const { api } = ctx;
    const { owner, app } = await appWithPlayer(api);
    const other = await newPlayer(api, 'Mallory');
    refused(await put(api, `/apps/${app.appId}/push/apns`, apns(), other.token), 404, 'app-not-found');
    refused(await del(api, `/apps/${app.appId}/push/apns`, other.token), 404, 'app-not-found');
    refused(await put(api, `/apps/app_${'0'.repeat(32)}/push/expo`, {}, owner.token), 404, 'app-not-found');
    refused(await del(api, `/apps/${app.appId}/push/webpush`, owner.token), 400, 'invalid-request');
    refused(await put(api, `/apps/${app.appId}/push/expo`, {}, app.secretKey), 401, 'unauthenticated');
    expect((await del(api, `/apps/${app.appId}`, owner.token)).status).toBe(204);
    refused(await put(api, `/apps/${app.appId}/push/expo`, {}, owner.token), 404, 'app-not-found');
    expect((await readItems()).filter((item) => item.pk === `APP#${app.appId}`)).toEqual([]);
  });
});

describe('GET /push/webpush', () => {
  it("answers the deployment's VAPID public key: an uncompressed P-256 point, base64url, the same on every call", async () => {
    const { api } = ctx;
    const first = await api.get('/push/webpush');
    expect(first.status).toBe(200);
    const bytes = Buffer.from(first.body.publicKey, 'base64url');
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
    expect((await api.get('/push/webpush')).body).toEqual(first.body);
  });
});

describe('TurnTime up to 14 days', () => {
  it('a step of 1,209,600 s waits out 13 days and then applies its default, moved by POST /test/clock', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const tooLong = await api.post('/games', { game: 'dice-kings', config: { TurnTime: 1_209_601 } }, ann.token);
    refused(tooLong, 400, 'invalid-config');
    const created = await api.post('/games', { game: 'dice-kings', config: { TurnTime: 1_209_600 } }, ann.token);
    expect(created.status, created.text).toBe(201);
    const gameId = created.body.gameId as string;
    const started = (await api.post(`/games/${gameId}/start`, undefined, ann.token)).body;
    expect(
      Date.parse(started.turn.deadline) - Date.parse(started.turn.startedAt ?? started.updatedAt ?? started.turn.deadline),
    ).toBeGreaterThanOrEqual(0);

    expect((await api.post('/test/clock', { advanceSeconds: 13 * 86_400 })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await api.get(`/games/${gameId}`)).body.version).toBe(started.version);

    expect((await api.post('/test/clock', { advanceSeconds: 86_400 + 1 })).status).toBe(200);
    const deadline = Date.now() + 10_000;
    let version = started.version;
    while (version === started.version && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      version = (await api.get(`/games/${gameId}`)).body.version;
    }
    expect(version).toBeGreaterThan(started.version);
    const events = (await api.get(`/games/${gameId}/events?after=${started.version}`)).body.events;
    expect(Date.parse(events[0].at)).toBe(Date.parse(started.turn.deadline));
  });
});
