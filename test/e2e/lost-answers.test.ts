/**
 * Writes whose answer is lost after they landed. The local
 * server reaches DynamoDB Local through the fault proxy, which lets a write through and closes
 * the connection instead of passing its answer on: the DynamoDB client tries it again, and the
 * second try finds the first one's work. Each writer recognises its own write, so the client
 * is answered as if nothing had happened. Each of these tests failed before its fix: a command
 * with 409 version-conflict, a claim with 503 after waiting on itself, a sign-up with 500; a
 * sign-up's replay killed a used token, and 16 to 18 of 20 sign-ups sent at once
 * with one key answered 500. A token's rotation (POST /players/me/token) needs no recognition of
 * its own: its one TransactWriteItems carries the ClientRequestToken every transaction gets
 * (adapters/dynamo.ts), so the retry is answered as the write that landed; without that token
 * its test answers 401. A keyed rotation whose HTTP answer the client lost is answered again to
 * its retry with the replaced token (before: 401, and the new token lay in plain text under the
 * key), and no item holds a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoEndpoint } from '../support/dynamodb-endpoint.ts';
import { GetCommand, paginateScan } from '../../functions/adapters/documents.ts';
import { dynamo, watchRequests } from '../../functions/adapters/dynamo.ts';
import { claimKey, keepAnswer } from '../../functions/adapters/idempotency-store.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { requestHashOf } from '../../functions/http/route.ts';
import { hashToken, rotationToken } from '../../functions/players/players.ts';
import { rotateToken } from '../../functions/players/rotate-token.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { newGame, newPlayer, startTestStack, type Api } from '../support/local-stack.ts';

let proxy: FaultProxy;
let api: Api;

beforeAll(async () => {
  proxy = await startFaultProxy(dynamoEndpoint());
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
    'a command with expectedVersion (%s) is applied once and answered as applied, not as a version conflict',
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

  it('an Idempotency-Key claim meets itself and goes on instead of waiting on itself until 503', async () => {
    const ann = await newPlayer(api, 'Ann');
    const lost = proxy.loseAnswer({ request: request('PutItem', `IDEMPOTENCY#${ann.playerId}`) });
    const created = await api.post('/games', { game: 'quicks' }, ann.token, { 'idempotency-key': 'create-1' });
    await lost;
    // Before: it waited on its own pending claim until it gave up, 503.
    expect(created.status).toBe(201);
    const again = await api.post('/games', { game: 'quicks' }, ann.token, { 'idempotency-key': 'create-1' });
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.gameId]).toEqual([201, 'true', created.body.gameId]);
  });

  it('POST /players is answered 201 with the player it stored, whose token works (no 5xx, no orphan)', async () => {
    const lost = proxy.loseAnswer({ request: request('TransactWriteItems', '"TOKEN#') });
    const created = await api.post('/players', { name: 'Cleo' });
    await lost;
    expect(created.status).toBe(201);
    const me = await api.get('/players/me', created.body.token);
    expect([me.status, me.body]).toEqual([200, { playerId: created.body.playerId, name: 'Cleo', appId: null }]);
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

describe('a keyed token rotation whose HTTP answer was lost (docs/contract.md, Commands, Idempotency-Key)', () => {
  const rotate = (token: string, key: string, body?: unknown) => api.post('/players/me/token', body, token, { 'idempotency-key': key });

  it('the retry with the old token and the same key answers the same new token, replayed; it works and the old one does not', async () => {
    const ann = await newPlayer(api, 'Ann');
    // The first answer is lost on its way to the client: the test does not hand its token on.
    const lost = await rotate(ann.token, 'rotate-1');
    expect(lost.status).toBe(200);
    // Before: 401, the old token is gone and authentication failed before the key was looked up.
    const retried = await rotate(ann.token, 'rotate-1');
    expect([retried.status, retried.headers.get('idempotent-replayed'), retried.body]).toEqual([200, 'true', lost.body]);
    // The same key for another request (a body this time), and another key with the old token,
    // before the new token is used (after that the old one is no key's: tokens.test.ts).
    const reused = await rotate(ann.token, 'rotate-1', {});
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency-key-reused']);
    const other = await rotate(ann.token, 'rotate-2');
    expect([other.status, other.body.code]).toEqual([401, 'unauthenticated']);
    expect((await api.get('/players/me', retried.body.token)).body).toEqual({ playerId: ann.playerId, name: 'Ann', appId: null });
    expect((await api.get('/players/me', ann.token)).status).toBe(401);
  });

  it('a client that gave up while its rotation was still running gets its answer from the retry, once the first is done', async () => {
    const ann = await newPlayer(api, 'Ann');
    const oldTokenItem = readKeys.token(hashToken(ann.token)).pk;
    const aborted = new AbortController();
    // The client gives up as soon as the server has its rotation's transaction done, while the
    // server has yet to keep its answer (every database answer slowed so that it takes a while).
    proxy.delay(300);
    const stop = watchRequests(({ operation, input }) => {
      if (operation === 'TransactWriteItems' && JSON.stringify(input).includes(oldTokenItem)) aborted.abort();
    });
    const first = fetch(`${api.url}/players/me/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'idempotency-key': 'rotate-abandoned' },
      signal: aborted.signal,
    }).catch((error: unknown) => error);
    try {
      expect(await first).toBeInstanceOf(Error);
      const retried = await rotate(ann.token, 'rotate-abandoned');
      expect([retried.status, retried.headers.get('idempotent-replayed'), retried.body.playerId]).toEqual([200, 'true', ann.playerId]);
      expect((await api.get('/players/me', retried.body.token)).status).toBe(200);
      expect((await api.get('/players/me', ann.token)).status).toBe(401);
    } finally {
      stop();
      proxy.delay(0);
    }
  });

  /**
   * Another process holds the key (here the test, as that process's request would have): it
   * claimed the key for the token and made the rotation, and has yet to keep its answer.
   */
  async function rotatedElsewhere(key: string, claimedAt = Date.now()) {
    const ann = await newPlayer(api, 'Ann');
    const tokenHash = hashToken(ann.token);
    const claim = {
      caller: ann.playerId,
      key,
      requestHash: requestHashOf('POST', '/players/me/token', ''),
      attempt: 'elsewhere',
    };
    expect((await claimKey(claim, claimedAt)).kind).toBe('claimed');
    const token = await rotateToken({ playerId: ann.playerId, name: ann.name, tokenHash, verified: true }, rotationToken(ann.token, key));
    return { ann, token, claim };
  }

  it('a retry that finds the rotation still running elsewhere waits for its answer and answers the same token', async () => {
    const { ann, token, claim } = await rotatedElsewhere('rotate-elsewhere');
    // The holder keeps its answer once the retry has found its claim pending.
    const keyItem = readKeys.postKey(claim.caller, claim.key);
    let kept: Promise<void> | undefined;
    const stop = watchRequests(({ operation, input, output }) => {
      const found = operation === 'GetItem' && (input.Key as { sk?: string }).sk === keyItem.sk && output.Item;
      if (found && (found as { state?: string }).state === 'pending')
        kept ??= keepAnswer(claim, { status: 200, headers: {}, body: { playerId: ann.playerId, tokenHash: hashToken(token) } });
    });
    try {
      const retried = await rotate(ann.token, 'rotate-elsewhere');
      await expect(kept).resolves.toBeUndefined();
      expect([retried.status, retried.headers.get('idempotent-replayed'), retried.body]).toEqual([
        200,
        'true',
        { playerId: ann.playerId, token },
      ]);
    } finally {
      stop();
    }
  });

  it('a retry whose first request stopped after rotating, before keeping its answer, is answered its token, and kept for the next', async () => {
    // The lease of the claim is over: its request can no longer finish (a Lambda timed out).
    const { ann, token } = await rotatedElsewhere('rotate-stopped', Date.now() - 60_000);
    for (const retried of [await rotate(ann.token, 'rotate-stopped'), await rotate(ann.token, 'rotate-stopped')])
      expect([retried.status, retried.headers.get('idempotent-replayed'), retried.body]).toEqual([
        200,
        'true',
        { playerId: ann.playerId, token },
      ]);
    expect((await api.get('/players/me', token)).status).toBe(200);
  });

  it('a replay of a rotation whose new token was rotated since answers 401: a token that no longer works is no answer', async () => {
    const ann = await newPlayer(api, 'Ann');
    const first = await rotate(ann.token, 'rotate-once');
    expect((await rotate(first.body.token, 'rotate-twice')).status).toBe(200);
    const replayed = await rotate(ann.token, 'rotate-once');
    expect([replayed.status, replayed.body.code]).toEqual([401, 'unauthenticated']);
  });

  it('no item of the read table holds a token: after keyed sign-ups, keyed rotations and their replays, only hashes are stored', async () => {
    const key = { 'idempotency-key': 'scan-sign-up' };
    const signedUp = await api.post('/players', { name: 'Fay' }, undefined, key);
    const replayedSignUp = await api.post('/players', { name: 'Fay' }, undefined, key);
    const rotated = await rotate(replayedSignUp.body.token, 'scan-rotate');
    const replayedRotation = await rotate(replayedSignUp.body.token, 'scan-rotate');
    const unkeyed = await api.post('/players/me/token', undefined, replayedRotation.body.token);
    expect([signedUp, replayedSignUp, rotated, replayedRotation, unkeyed].map((r) => r.status)).toEqual([201, 201, 200, 200, 200]);
    const tokens = [signedUp, replayedSignUp, rotated, unkeyed].map((r) => r.body.token as string);
    // The part after `oct_` too: a token stored without its prefix would still be one.
    const secrets = tokens.flatMap((token) => [token, token.slice('oct_'.length)]);
    // The rotation's key item is there: the scan sees it.
    const keyItem = await dynamo().send(
      new GetCommand({
        TableName: tableNames().read,
        Key: readKeys.postKey(replayedSignUp.body.playerId, 'scan-rotate'),
      }),
    );
    expect(keyItem.Item).toBeDefined();
    let scanned = 0;
    for (const table of [tableNames().read, tableNames().events])
      for await (const page of paginateScan({ client: dynamo() }, { TableName: table }))
        for (const item of page.Items ?? []) {
          scanned++;
          const text = JSON.stringify(item);
          for (const secret of secrets) expect(text, `${table}: ${text}`).not.toContain(secret);
        }
    expect(scanned).toBeGreaterThan(0);
  });
});

describe("a sign-up's Idempotency-Key (docs/contract.md, Commands, Idempotency-Key)", () => {
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
