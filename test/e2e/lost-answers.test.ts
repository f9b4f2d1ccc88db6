/**
 * Issue 26, items 1, 2, 3 and 5: writes whose answer is lost after they landed. The local
 * server reaches DynamoDB Local through the fault proxy, which lets a write through and closes
 * the connection instead of passing its answer on: the DynamoDB client tries it again, and the
 * second try finds the first one's work. Each writer recognises its own write, so the client
 * is answered as if nothing had happened. Each of these tests failed before its fix: with
 * 409 version-conflict (item 1), with 503 after waiting on its own claim (item 2), with 500
 * (item 3); item 5's replay killed a used token, and 16 to 18 of 20 sign-ups sent at once
 * with one key answered 500. A token's rotation (POST /players/me/token) needs no recognition of
 * its own: its one TransactWriteItems carries the ClientRequestToken every transaction gets
 * (adapters/dynamo.ts), so the retry is answered as the write that landed; without that token
 * its test answers 401.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { newGame, newPlayer, startTestStack, type Api } from '../support/local-stack.ts';

let proxy: FaultProxy;
let api: Api;

beforeAll(async () => {
  proxy = await startFaultProxy(inject('dynamoEndpoint'));
  api = await startTestStack({ dynamoEndpoint: proxy.endpoint });
});

afterAll(async () => {
  await api?.stack.stop();
  await proxy?.close();
});

/** A DynamoDB request of this operation whose body names `text`. */
const request = (operation: string, text: string) =>
  new RegExp(`DynamoDB_20120810\\.${operation}\\b[\\s\\S]*${text.replace(/[#$]/g, '\\$&')}`);

describe('a write that landed although its answer was lost', () => {
  it.each([
    ['PutItem', {}],
    ['TransactWriteItems', { 'idempotency-key': 'roll-1' }],
  ])(
    'item 1: a command with expectedVersion (%s) is applied once and answered as applied, not as a version conflict',
    async (operation, headers) => {
      const ann = await newPlayer(api, 'Ann');
      const gameId = await newGame(api, 'dice-kings', [ann]);
      const lost = proxy.loseAnswer({ request: request(operation, gameId) });
      const reply = await api.request('POST', `/games/${gameId}/commands`, {
        body: { type: 'roll', expectedVersion: 2 },
        token: ann.token,
        headers,
      });
      await lost;
      expect([reply.status, reply.body.version]).toEqual([200, 3]);
      const rolls = (await loadStream(gameId)).flatMap((item) => item.events).filter((e) => e.type === 'DiceRolled');
      expect(rolls).toHaveLength(1);
    },
  );

  it('item 2: an Idempotency-Key claim meets itself and goes on instead of waiting on itself until 503', async () => {
    const ann = await newPlayer(api, 'Ann');
    const lost = proxy.loseAnswer({ request: request('PutItem', `IDEMPOTENCY#${ann.playerId}`) });
    const created = await api.post('/games', { game: 'quicks' }, ann.token, { 'idempotency-key': 'create-1' });
    await lost;
    // Before: it waited on its own pending claim until it gave up, 503.
    expect(created.status).toBe(201);
    const again = await api.post('/games', { game: 'quicks' }, ann.token, { 'idempotency-key': 'create-1' });
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.gameId]).toEqual([201, 'true', created.body.gameId]);
  });

  it('item 3: POST /players is answered 201 with the player it stored, whose token works (no 5xx, no orphan)', async () => {
    const lost = proxy.loseAnswer({ request: request('TransactWriteItems', '"TOKEN#') });
    const created = await api.post('/players', { name: 'Cleo' });
    await lost;
    expect(created.status).toBe(201);
    const me = await api.get('/players/me', created.body.token);
    expect([me.status, me.body]).toEqual([200, { playerId: created.body.playerId, name: 'Cleo' }]);
  });
});

describe("a token's rotation that landed although its answer was lost", () => {
  it('answers the new token, which works, and the old one stops working (not 401 for a rotation that was made)', async () => {
    const ann = await newPlayer(api, 'Ann');
    expect((await api.get('/players/me', ann.token)).status).toBe(200);
    const lost = proxy.loseAnswer({ request: request('TransactWriteItems', `"PLAYER#${ann.playerId}`) });
    const rotated = await api.post('/players/me/token', undefined, ann.token);
    await lost;
    // Without the ClientRequestToken the retried transaction finds the old token gone (its own doing): 401.
    expect([rotated.status, rotated.body.playerId]).toEqual([200, ann.playerId]);
    expect((await api.get('/players/me', rotated.body.token)).status).toBe(200);
    expect((await api.get('/players/me', ann.token)).status).toBe(401);
  });
});

describe("a sign-up's Idempotency-Key (item 5; docs/contract.md, Commands, Idempotency-Key)", () => {
  it('names the player with a new token only while no token was used; then 409 token-claimed, and the token in use keeps working', async () => {
    const key = { 'idempotency-key': 'sign-up-1' };
    const first = await api.post('/players', { name: 'Dora' }, undefined, key);
    const replayed = await api.post('/players', { name: 'Dora' }, undefined, key);
    expect([replayed.status, replayed.headers.get('idempotent-replayed'), replayed.body.playerId]).toEqual([
      201,
      'true',
      first.body.playerId,
    ]);
    expect((await api.get('/players/me', first.body.token)).status).toBe(401);
    expect((await api.get('/players/me', replayed.body.token)).status).toBe(200);

    const claimed = await api.post('/players', { name: 'Dora' }, undefined, key);
    expect([claimed.status, claimed.body.code]).toEqual([409, 'token-claimed']);
    expect((await api.get('/players/me', replayed.body.token)).status).toBe(200);
  });

  it('20 sign-ups sent at once with one key are answered as one: one player, one token that works, never a 5xx', async () => {
    const key = { 'idempotency-key': 'sign-up-together' };
    // Each database answer slowed, so the first sign-up is still running when the last of the 20
    // arrives even on a loaded machine: the server answers as one only the requests it sees
    // together (one that arrives after the answer is a replay, with a new token).
    proxy.delay(150);
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.post('/players', { name: 'Eve' }, undefined, key))).finally(() =>
      proxy.delay(0),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(replies.map((r) => r.body.playerId)).size).toBe(1);
    const tokens = new Set(replies.map((r) => r.body.token as string));
    expect(tokens.size).toBe(1);
    expect((await api.get('/players/me', [...tokens][0])).status).toBe(200);
  });
});
