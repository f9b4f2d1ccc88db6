/**
 * docs/contract.md, Idempotency-Key on every POST: the same key from the same caller with the same body,
 * within 24 hours, returns the first response again (same status and body, Idempotent-Replayed:
 * true) and applies nothing twice; another body is 422 idempotency-key-reused; a refused request
 * is not remembered; a replay of POST /players names the same player with a new token, and the
 * token answered before stops working.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame, newPlayer, useTestStack, type Api, type Reply } from '../../support/local-stack.ts';

const ctx = useTestStack();
const key = (k: string) => ({ 'idempotency-key': k });

/** The request sent twice with one key: the second answer is the first one, replayed. */
async function twice(api: Api, path: string, body: unknown, token: string | undefined, k: string): Promise<[Reply, Reply]> {
  const first = await api.post(path, body, token, key(k));
  const again = await api.post(path, body, token, key(k));
  expect(first.status, first.text).toBeLessThan(300);
  expect(first.headers.get('idempotent-replayed')).toBeNull();
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.status).toBe(first.status);
  return [first, again];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Idempotency-Key', () => {
  it('POST /games, /join, /start, /commands, /webhooks and the rig replay their first answer and apply nothing twice', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');

    const [created, createdAgain] = await twice(api, '/games', { game: 'dice-kings' }, ann.token, 'create-1');
    expect(createdAgain.text).toBe(created.text);
    expect(createdAgain.headers.get('etag')).toBe(created.headers.get('etag'));
    const g = `/games/${created.body.gameId}`;

    const [joined, joinedAgain] = await twice(api, `${g}/join`, undefined, bob.token, 'join-1');
    expect(joinedAgain.text).toBe(joined.text);
    const [rigged] = await twice(api, `${g}/test/rig`, { dice: [[6, 6, 6, 6, 6]] }, undefined, 'rig-1');
    expect(rigged.status).toBe(204);
    const [started, startedAgain] = await twice(api, `${g}/start`, undefined, ann.token, 'start-1');
    // Without the key, starting twice is 409 already-started; with it, the first answer again.
    expect(startedAgain.text).toBe(started.text);
    const [rolled, rolledAgain] = await twice(api, `${g}/commands`, { type: 'roll' }, ann.token, 'roll-1');
    expect(rolledAgain.text).toBe(rolled.text);
    // The rig was queued once: the one roll took it, the next one is random.
    expect(rolled.body.game.board.dice).toEqual([6, 6, 6, 6, 6]);

    const events = (await api.get(`${g}/events`)).body.events.map((e: { type: string }) => e.type);
    expect(events.filter((t: string) => t === 'PlayerJoined')).toHaveLength(1);
    expect(events.filter((t: string) => t === 'GameStarted')).toHaveLength(1);
    expect(events.filter((t: string) => t === 'DiceRolled')).toHaveLength(1);

    const hook = { url: 'http://127.0.0.1:9/hook', events: ['game.ended'] };
    const [subscribed, subscribedAgain] = await twice(api, '/webhooks', hook, ann.token, 'hook-1');
    expect(subscribedAgain.text).toBe(subscribed.text);
    expect((await api.get('/webhooks', ann.token)).body.webhooks).toHaveLength(1);
  });

  it('the same key with another body, or on another path, is 422 idempotency-key-reused and applies nothing', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const first = await api.post('/games', { game: 'quicks' }, ann.token, key('k'));
    expect(first.status).toBe(201);
    const otherBody = await api.post('/games', { game: 'rummiduck' }, ann.token, key('k'));
    expect([otherBody.status, otherBody.body.code]).toEqual([422, 'idempotency-key-reused']);
    const otherPath = await api.post('/webhooks', { url: 'http://127.0.0.1:9/x', events: ['*'] }, ann.token, key('k'));
    expect([otherPath.status, otherPath.body.code]).toEqual([422, 'idempotency-key-reused']);
    expect((await api.get('/webhooks', ann.token)).body.webhooks).toEqual([]);
    // The same JSON spaced otherwise is the same request.
    const respaced = await api.request('POST', '/games', { raw: '{ "game" : "quicks" }', token: ann.token, headers: key('k') });
    expect([respaced.status, respaced.headers.get('idempotent-replayed'), respaced.body.gameId]).toEqual([201, 'true', first.body.gameId]);
  });

  it('a refused request is not remembered under its key', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const refused = await api.post('/games', { game: 'quicks', config: { LockAt: 99 } }, ann.token, key('retry-me'));
    expect(refused.status).toBe(400);
    const created = await api.post('/games', { game: 'quicks' }, ann.token, key('retry-me'));
    expect([created.status, created.headers.get('idempotent-replayed')]).toEqual([201, null]);

    const g = `/games/${created.body.gameId}`;
    const early = await api.post(`${g}/start`, undefined, ann.token, key('start'));
    expect([early.status, early.body.code]).toEqual([409, 'not-enough-players']);
    await api.post(`${g}/join`, undefined, bob.token);
    const started = await api.post(`${g}/start`, undefined, ann.token, key('start'));
    expect([started.status, started.headers.get('idempotent-replayed')]).toEqual([200, null]);

    const command = await api.post(`${g}/commands`, { type: 'pass' }, ann.token, key('cmd'));
    expect(command.status).toBe(409);
    const thrown = await api.post(`${g}/commands`, { type: 'throw' }, ann.token, key('cmd'));
    expect([thrown.status, thrown.headers.get('idempotent-replayed')]).toEqual([200, null]);
  });

  it("keys are the caller's own: another player's request with the same key is theirs, not a replay", async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const annGame = await api.post('/games', { game: 'quicks' }, ann.token, key('same'));
    const bobGame = await api.post('/games', { game: 'quicks' }, bob.token, key('same'));
    expect([bobGame.status, bobGame.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(bobGame.body.gameId).not.toBe(annGame.body.gameId);
  });

  it('requests sent at once with one key make one game, and every answer names it', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const replies = await Promise.all([1, 2, 3, 4].map(() => api.post('/games', { game: 'dice-kings' }, ann.token, key('at-once'))));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.gameId)).size).toBe(1);
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(3);
  });

  it('a replay of POST /players names the same player with a new token; the token answered before stops working', async () => {
    const { api } = ctx;
    const [first, again] = await twice(api, '/players', { name: 'Ann' }, undefined, 'signup-7');
    expect(again.body).toEqual({ playerId: first.body.playerId, name: 'Ann', token: expect.stringMatching(/^oct_/) });
    expect(again.body.token).not.toBe(first.body.token);
    expect((await api.get('/players/me', again.body.token)).body).toEqual({ playerId: first.body.playerId, name: 'Ann', appId: null });
    const old = await api.get('/players/me', first.body.token);
    expect([old.status, old.body.code]).toEqual([401, 'unauthenticated']);
    // Another name with the same key is another request.
    const other = await api.post('/players', { name: 'Bob' }, undefined, key('signup-7'));
    expect([other.status, other.body.code]).toEqual([422, 'idempotency-key-reused']);
  });

  it('once the token is used, a replay of the sign-up is 409 token-claimed and the token keeps working (docs/contract.md, Commands, Idempotency-Key)', async () => {
    const { api } = ctx;
    const first = await api.post('/players', { name: 'Cy' }, undefined, key('signup-cache'));
    expect((await api.get('/players/me', first.body.token)).status).toBe(200); // used, and now cached
    const replay = await api.post('/players', { name: 'Cy' }, undefined, key('signup-cache'));
    expect([replay.status, replay.body.code]).toEqual([409, 'token-claimed']);
    expect((await api.get('/players/me', first.body.token)).status).toBe(200);
  });

  it('a key is remembered for 24 hours: after them it names a new request', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { config: { TurnTime: 86_400 } });
    const g = `/games/${gameId}`;
    const first = await api.post('/games', { game: 'quicks' }, ann.token, key('day'));
    const roll = await api.post(`${g}/commands`, { type: 'roll' }, ann.token, key('day-cmd'));
    expect([first.status, roll.status]).toEqual([201, 200]);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 23 * 3600_000 });
    expect((await api.post('/games', { game: 'quicks' }, ann.token, key('day'))).headers.get('idempotent-replayed')).toBe('true');
    expect((await api.post(`${g}/commands`, { type: 'roll' }, ann.token, key('day-cmd'))).headers.get('idempotent-replayed')).toBe('true');

    vi.setSystemTime(Date.now() + 2 * 3600_000);
    const later = await api.post('/games', { game: 'quicks' }, ann.token, key('day'));
    expect([later.status, later.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(later.body.gameId).not.toBe(first.body.gameId);
    const laterCommand = await api.post(`${g}/commands`, { type: 'score', box: 'chance' }, ann.token, key('day-cmd'));
    expect(laterCommand.headers.get('idempotent-replayed')).toBeNull();
    expect(laterCommand.body.code).not.toBe('idempotency-key-reused');
  });

  it('a key longer than 255 characters is 400 invalid-request on every POST', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    for (const [path, body] of [
      ['/players', { name: 'Ann' }],
      ['/games', { game: 'quicks' }],
      ['/webhooks', { url: 'http://127.0.0.1:9/', events: ['*'] }],
    ] as const) {
      const reply = await api.post(path, body, ann.token, key('k'.repeat(256)));
      expect([path, reply.status, reply.body.code]).toEqual([path, 400, 'invalid-request']);
    }
  });
});
