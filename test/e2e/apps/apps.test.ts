/**
 * Apps over HTTP (docs/contract.md, Apps): registering, listing, reading, rotating the secret key
 * (the replaced one works 24 more hours by the server's clock) and deleting an app; signing up
 * through one with X-App-Key; every refusal problem+json with the contract's code and nothing
 * changed; a secret key refused where a player acts; and no secret key in clear in any stored item.
 */
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadModulesAnewWith } from '../../support/modules-anew.ts';
import type { Api } from '../../support/local-stack.ts';
import { refused } from '../../support/answers.ts';

// The logger reads its level when it is created: ask for everything before the stack is imported,
// so that every line the server could write about a request is searched for keys.
loadModulesAnewWith({ POWERTOOLS_LOG_LEVEL: 'DEBUG' });
const { paginateScan } = await import('../../../functions/adapters/documents.ts');
const { dynamo } = await import('../../../functions/adapters/dynamo.ts');
const { tableNames } = await import('../../../functions/adapters/tables.ts');
const { appOfPublishableKey, appOfSecretKey } = await import('../../../functions/apps/keys.ts');
const { createSubscription, listSubscriptions } = await import('../../../functions/webhooks/subscriptions.ts');
const { newGame, newPlayer, useTestStack } = await import('../../support/local-stack.ts');

const ctx = useTestStack();

/** Every secret key any answer showed, for the scan at the end. */
const shown = new Set<string>();

/** Every line the process writes (the server's logs among them), for the same search. */
const written: string[] = [];
let spies: MockInstance[] = [];
beforeAll(() => {
  const keep = (chunk: string | Uint8Array) => (written.push(String(chunk)), true);
  spies = [vi.spyOn(process.stdout, 'write').mockImplementation(keep), vi.spyOn(process.stderr, 'write').mockImplementation(keep)];
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

async function newApp(api: Api, token: string, name = 'Dice Kings Mobile', headers: Record<string, string> = {}) {
  const reply = await api.post('/apps', { name }, token, headers);
  expect(reply.status, reply.text).toBe(201);
  shown.add(reply.body.secretKey);
  return reply.body as { appId: string; name: string; publishableKey: string; secretKey: string; createdAt: string };
}

async function rotate(api: Api, token: string, appId: string, headers: Record<string, string> = {}) {
  const reply = await api.post(`/apps/${appId}/secret`, undefined, token, headers);
  expect(reply.status, reply.text).toBe(200);
  shown.add(reply.body.secretKey);
  return reply.body as { appId: string; secretKey: string; previousValidUntil: string };
}

const del = (api: Api, path: string, token?: string) => api.request('DELETE', path, { token });

/** Every item of both tables, as stored. */
async function scanAll(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (const table of [tableNames().read, tableNames().events])
    for await (const page of paginateScan({ client: dynamo() }, { TableName: table })) items.push(...(page.Items ?? []));
  return items;
}

describe('registering and reading apps', () => {
  it('POST /apps answers both keys and the secret one only then; GET /apps lists the caller’s, oldest first, without secret keys', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const first = await newApp(api, ann.token, '  Dice Kings Mobile ');
    expect(first).toEqual({
      appId: expect.stringMatching(/^app_[0-9a-f]{32}$/),
      name: 'Dice Kings Mobile',
      publishableKey: expect.stringMatching(/^ocpk_[\w-]{43}$/),
      secretKey: expect.stringMatching(/^ocsk_[\w-]{43}$/),
      createdAt: expect.any(String),
    });
    const second = await newApp(api, ann.token, 'Quicks Web');
    const listed = await api.get('/apps', ann.token);
    expect(listed.status).toBe(200);
    expect(listed.body.apps.map((a: { appId: string }) => a.appId)).toEqual([first.appId, second.appId]);
    expect(listed.text).not.toContain('ocsk_');
    expect(listed.body.apps[0]).toEqual({
      appId: first.appId,
      name: 'Dice Kings Mobile',
      publishableKey: first.publishableKey,
      createdAt: first.createdAt,
      players: 0,
      push: { apns: false, fcm: false, expo: false },
    });
    const got = await api.get(`/apps/${first.appId}`, ann.token);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(listed.body.apps[0]);
    expect((await api.get('/apps', (await newPlayer(api, 'Bob')).token)).body).toEqual({ apps: [] });
  });

  it('refuses a bad name (400 invalid-request), no token (401), an app unknown or another’s (404 app-not-found), and changes nothing', async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const app = await newApp(api, ann.token);
    for (const name of ['', '   ', 'x'.repeat(41), 'a\u200bb', '\u0007bell', 42])
      refused(await api.post('/apps', { name }, ann.token), 400, 'invalid-request');
    refused(await api.post('/apps', { name: 'Extra', more: 1 }, ann.token), 400, 'invalid-request');
    refused(await api.post('/apps', { name: 'No token' }), 401, 'unauthenticated');
    refused(await api.get('/apps'), 401, 'unauthenticated');
    refused(await api.get(`/apps/${app.appId}`), 401, 'unauthenticated');
    for (const path of [`/apps/${app.appId}`, '/apps/app_00000000000000000000000000000000', '/apps/nope', `/apps/${'a'.repeat(101)}`]) {
      refused(await api.get(path, bob.token), 404, 'app-not-found');
      refused(await api.post(`${path}/secret`, undefined, bob.token), 404, 'app-not-found');
      refused(await del(api, path, bob.token), 404, 'app-not-found');
    }
    refused(await api.post(`/apps/${app.appId}/secret`, { extra: 1 }, ann.token), 400, 'invalid-request');
    // Nothing changed: Ann's one app, with its first secret key still the only one.
    expect((await api.get('/apps', ann.token)).body.apps).toHaveLength(1);
    expect((await api.get('/apps', bob.token)).body.apps).toEqual([]);
    expect((await appOfSecretKey(app.secretKey))?.appId).toBe(app.appId);
    expect((await appOfSecretKey(app.secretKey))?.previousSecretKeyHash).toBeUndefined();
  });
});

describe('keys', () => {
  it('the secret key names its app; rotation keeps the replaced key 24 hours by the server’s clock, then it stops', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const app = await newApp(api, ann.token);
    expect(await appOfPublishableKey(app.publishableKey)).toMatchObject({ appId: app.appId, owner: ann.playerId });
    expect(await appOfSecretKey(app.secretKey)).toMatchObject({ appId: app.appId });
    expect(await appOfSecretKey(app.publishableKey)).toBeUndefined();
    expect(await appOfPublishableKey(app.secretKey)).toBeUndefined();
    // A key one character off (the last character of 32 bytes in base64url is one of 16: change it to another).
    const offByOne = `${app.secretKey.slice(0, -1)}${app.secretKey.endsWith('A') ? 'E' : 'A'}`;
    expect(await appOfSecretKey(offByOne)).toBeUndefined();

    const before = Date.now();
    const rotated = await rotate(api, ann.token, app.appId);
    expect(rotated.appId).toBe(app.appId);
    expect(rotated.secretKey).not.toBe(app.secretKey);
    const until = Date.parse(rotated.previousValidUntil);
    expect(until).toBeGreaterThanOrEqual(before + 86_400_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 86_400_000 + 1000);
    expect(await appOfSecretKey(rotated.secretKey)).toMatchObject({ appId: app.appId });
    expect(await appOfSecretKey(app.secretKey)).toMatchObject({ appId: app.appId });
    expect(await appOfSecretKey(app.secretKey, until - 1)).toMatchObject({ appId: app.appId });
    expect(await appOfSecretKey(app.secretKey, until)).toBeUndefined();

    // The server's clock moved past the 24 hours: the replaced key is unknown, the new one works.
    const moved = await api.post('/test/clock', { advanceSeconds: 86_400 + 60 });
    expect(moved.status).toBe(200);
    expect(await appOfSecretKey(app.secretKey)).toBeUndefined();
    expect(await appOfSecretKey(rotated.secretKey)).toMatchObject({ appId: app.appId });

    // A second rotation within the hours ends the first one's replaced key at once.
    const third = await rotate(api, ann.token, app.appId);
    const fourth = await rotate(api, ann.token, app.appId);
    expect(await appOfSecretKey(rotated.secretKey)).toBeUndefined();
    expect(await appOfSecretKey(third.secretKey)).toMatchObject({ appId: app.appId });
    expect(await appOfSecretKey(fourth.secretKey)).toMatchObject({ appId: app.appId });
    expect((await api.get(`/apps/${app.appId}`, ann.token)).text).not.toContain('ocsk_');
  });

  it('a secret key is no player token: every route that acts for a player answers 401 unauthenticated', async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const { secretKey } = await newApp(api, ann.token);
    const gameId = await newGame(api, 'quicks', [ann, bob]);
    const { version } = (await api.get(`/games/${gameId}`, ann.token)).body;
    refused(await api.get('/players/me', secretKey), 401, 'unauthenticated');
    refused(await api.request('PATCH', '/players/me', { body: { name: 'X' }, token: secretKey }), 401, 'unauthenticated');
    refused(await api.post('/players/me/token', undefined, secretKey), 401, 'unauthenticated');
    refused(await api.get('/players/me/games', secretKey), 401, 'unauthenticated');
    refused(await api.post('/games', { game: 'quicks' }, secretKey), 401, 'unauthenticated');
    refused(await api.post(`/games/${gameId}/join`, undefined, secretKey), 401, 'unauthenticated');
    refused(await api.post(`/games/${gameId}/commands`, { type: 'throw' }, secretKey), 401, 'unauthenticated');
    refused(await api.get('/apps', secretKey), 401, 'unauthenticated');
    for (const reply of [await api.get('/apps', secretKey), await api.get('/players/me', secretKey)])
      expect(reply.text).not.toContain(secretKey);
    expect((await api.get(`/games/${gameId}`, ann.token)).body.version).toBe(version);
  });
});

describe('signing up through an app', () => {
  it('X-App-Key makes the player the app’s: appId on GET /players/me, the app’s count of players raised', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const app = await newApp(api, ann.token);
    expect((await api.get('/players/me', ann.token)).body).toEqual({ playerId: ann.playerId, name: 'Ann', appId: null });
    const signedUp = await api.post('/players', { name: 'Cleo' }, undefined, { 'x-app-key': app.publishableKey });
    expect(signedUp.status, signedUp.text).toBe(201);
    const cleo = signedUp.body as { playerId: string; token: string };
    expect((await api.get('/players/me', cleo.token)).body).toEqual({ playerId: cleo.playerId, name: 'Cleo', appId: app.appId });
    await api.post('/players', { name: 'Dan' }, undefined, { 'x-app-key': app.publishableKey });
    expect((await api.get(`/apps/${app.appId}`, ann.token)).body.players).toBe(2);
  });

  it('an unknown or deleted key is 401 unauthenticated, and no player is made', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const app = await newApp(api, ann.token);
    const profiles = async () => (await scanAll()).filter((item) => item.sk === 'PROFILE').length;
    const count = await profiles();
    for (const key of ['ocpk_unknown', app.secretKey, `${app.publishableKey}x`, 'x'.repeat(2000)]) {
      const reply = await api.post('/players', { name: 'Eve' }, undefined, { 'x-app-key': key });
      refused(reply, 401, 'unauthenticated');
      expect(reply.text).not.toContain(key);
    }
    expect(await profiles()).toBe(count);
    expect((await api.get(`/apps/${app.appId}`, ann.token)).body.players).toBe(0);
  });
});

describe('deleting an app', () => {
  it('204; both keys stop at once, its subscriptions are deleted, its players stay players of no app', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const [app, kept] = [await newApp(api, ann.token), await newApp(api, ann.token, 'Kept')];
    const { secretKey: rotated } = await rotate(api, ann.token, app.appId);
    const cleo = (await api.post('/players', { name: 'Cleo' }, undefined, { 'x-app-key': app.publishableKey })).body;
    // An app's subscription is owned by the app's id (its routes come with the app's webhooks).
    await createSubscription(app.appId, 'https://example.com/hook', ['*']);
    await createSubscription(ann.playerId, 'https://example.com/hook', ['*']);
    // Looked up once before: a lookup that cached the keys would keep answering them below.
    expect(await appOfSecretKey(rotated)).toBeDefined();
    expect(await appOfPublishableKey(app.publishableKey)).toBeDefined();

    const deleted = await del(api, `/apps/${app.appId}`, ann.token);
    expect(deleted.status, deleted.text).toBe(204);
    expect(await appOfSecretKey(rotated)).toBeUndefined();
    expect(await appOfSecretKey(app.secretKey)).toBeUndefined();
    expect(await appOfPublishableKey(app.publishableKey)).toBeUndefined();
    refused(await api.post('/players', { name: 'Late' }, undefined, { 'x-app-key': app.publishableKey }), 401, 'unauthenticated');
    refused(await api.get(`/apps/${app.appId}`, ann.token), 404, 'app-not-found');
    refused(await api.post(`/apps/${app.appId}/secret`, undefined, ann.token), 404, 'app-not-found');
    refused(await del(api, `/apps/${app.appId}`, ann.token), 404, 'app-not-found');
    expect(await listSubscriptions(app.appId)).toEqual([]);
    expect(await listSubscriptions(ann.playerId)).toHaveLength(1);
    expect((await api.get('/apps', ann.token)).body.apps.map((a: { appId: string }) => a.appId)).toEqual([kept.appId]);
    expect((await api.get('/players/me', cleo.token)).body).toEqual({ playerId: cleo.playerId, name: 'Cleo', appId: null });
    expect(await appOfSecretKey(kept.secretKey)).toMatchObject({ appId: kept.appId });
  });
});

describe('Idempotency-Key', () => {
  it('a retried POST /apps or rotation answers the same app with a new secret key, and the one answered first stops', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const first = await newApp(api, ann.token, 'Keyed', { 'idempotency-key': 'apps-keyed-1' });
    const retried = await api.post('/apps', { name: 'Keyed' }, ann.token, { 'idempotency-key': 'apps-keyed-1' });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    shown.add(retried.body.secretKey);
    expect(retried.body).toEqual({ ...first, secretKey: expect.stringMatching(/^ocsk_/) });
    expect(retried.body.secretKey).not.toBe(first.secretKey);
    expect(await appOfSecretKey(first.secretKey)).toBeUndefined();
    expect(await appOfSecretKey(retried.body.secretKey)).toMatchObject({ appId: first.appId });
    expect((await api.get('/apps', ann.token)).body.apps).toHaveLength(1);

    const rotation = await rotate(api, ann.token, first.appId, { 'idempotency-key': 'apps-keyed-2' });
    const again = await api.post(`/apps/${first.appId}/secret`, undefined, ann.token, { 'idempotency-key': 'apps-keyed-2' });
    expect(again.status).toBe(200);
    shown.add(again.body.secretKey);
    expect(again.body).toEqual({ ...rotation, secretKey: expect.stringMatching(/^ocsk_/) });
    expect(await appOfSecretKey(rotation.secretKey)).toBeUndefined();
    // The key the rotation replaced keeps its hours.
    expect(await appOfSecretKey(retried.body.secretKey)).toMatchObject({ appId: first.appId });
    // Once another rotation followed, a retry would take a key in use away: refused.
    await rotate(api, ann.token, first.appId);
    refused(
      await api.post(`/apps/${first.appId}/secret`, undefined, ann.token, { 'idempotency-key': 'apps-keyed-2' }),
      422,
      'idempotency-key-reused',
    );
  });
});

describe('stored items', () => {
  it('after registering, rotating and deleting apps, no item of either table, nor any log line, holds a secret key in clear', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const app = await newApp(api, ann.token);
    await rotate(api, ann.token, app.appId);
    await rotate(api, ann.token, app.appId, { 'idempotency-key': 'scan-rotation' });
    const gone = await newApp(api, ann.token, 'Gone', { 'idempotency-key': 'scan-create' });
    expect((await del(api, `/apps/${gone.appId}`, ann.token)).status).toBe(204);
    await api.stack.settled();
    const stored = JSON.stringify(await scanAll());
    expect(shown.size).toBeGreaterThan(10);
    for (const key of shown) {
      expect(stored).not.toContain(key);
      // Nor the key's random part alone.
      expect(stored).not.toContain(key.slice('ocsk_'.length));
    }
    expect(stored).not.toContain('ocsk_');
    const logs = written.join('');
    expect(logs).toContain('"answered"');
    for (const key of shown) expect(logs).not.toContain(key.slice('ocsk_'.length));
  });
});
