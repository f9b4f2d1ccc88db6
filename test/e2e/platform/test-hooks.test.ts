/**
 * docs/contract.md, Test hooks: "Only when the server runs with TEST_HOOKS=1 (never in a deployed stack;
 * otherwise 404)". Without the hooks the rig path is no route at all: whatever is sent to it is
 * 404 route-not-found, and the API document does not list it. Fairness: "A game whose dice or
 * bag were rigged through the test hook shows `fairness.rigged: true`", from the moment the rig
 * is stored. `POST /test/clock` moves the server's clock forward for good: what falls due in the
 * jump happens within a few seconds, and lifetimes follow it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { gameUntil } from '../../support/game-until.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const off = useTestStack({ testHooks: false });
const on = useTestStack({ testHooks: true });
const rigPath = '/games/{gameId}/test/rig';

describe('test hooks', () => {
  it('are 404 route-not-found without TEST_HOOKS, whatever the body', async () => {
    for (const raw of ['{"dice":"nope"}', '{', '{"dice":[[1,2,3,4,5]]}', '', JSON.stringify({ x: 'y'.repeat(70 * 1024) })]) {
      const reply = await off.api.request('POST', '/games/g_00000000000000000000000000000000/test/rig', { raw });
      expect([reply.status, reply.body?.code], raw.slice(0, 40)).toEqual([404, 'route-not-found']);
    }
    for (const raw of ['{"advanceSeconds":60}', '{"advanceSeconds":0}', '{', '']) {
      const reply = await off.api.request('POST', '/test/clock', { raw });
      expect([reply.status, reply.body?.code], raw).toEqual([404, 'route-not-found']);
    }
  });

  it('are in the served API document only with TEST_HOOKS', async () => {
    for (const path of [rigPath, '/test/clock']) {
      expect((await off.api.get('/openapi.yaml')).text).not.toContain(path);
      expect((await on.api.get('/openapi.yaml')).text).toContain(path);
    }
  });

  it('mark a game rigged from the moment the rig is stored, in the lobby, once, with a new version and ETag', async () => {
    const api = on.api;
    const [ann, bob] = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
    const gameId = await newGame(api, 'rummiduck', [ann, bob], { start: false });
    const before = await api.get(`/games/${gameId}`);
    expect([before.body.status, before.body.fairness.rigged]).toEqual(['lobby', false]);

    expect((await api.post(`/games/${gameId}/test/rig`, { bag: ['red-10-a', 'red-11-a'] })).status).toBe(204);
    const rigged = await api.request('GET', `/games/${gameId}`, { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect([rigged.status, rigged.body.status, rigged.body.fairness.rigged]).toEqual([200, 'lobby', true]);
    expect(rigged.body.version).toBe(before.body.version + 1);
    const events = (await api.get(`/games/${gameId}/events?after=${before.body.version}`)).body.events;
    expect(events.map((e: { type: string }) => e.type)).toEqual(['DrawsRigged']);

    // Rigged once: another rig stores no second event, and the start that takes the bag neither.
    await api.post(`/games/${gameId}/test/rig`, { dice: [] });
    expect((await api.get(`/games/${gameId}`)).body.version).toBe(rigged.body.version);
    const started = await api.post(`/games/${gameId}/start`, undefined, ann.token);
    expect([started.status, started.body.fairness.rigged, started.body.board.rack.slice(0, 2)]).toEqual([
      200,
      true,
      ['red-10-a', 'red-11-a'],
    ]);
    const all = (await api.get(`/games/${gameId}/events?after=0`)).body.events as { type: string }[];
    expect(all.filter((e) => e.type === 'DrawsRigged')).toHaveLength(1);
  });

  it('leave a game never rigged fair, and a game over unmarked', async () => {
    const api = on.api;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann], { start: false });
    expect((await api.get(`/games/${gameId}`)).body.fairness.rigged).toBe(false);
    await api.post(`/games/${gameId}/leave`, undefined, ann.token);
    const cancelled = await api.get(`/games/${gameId}`);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await api.post(`/games/${gameId}/test/rig`, { dice: [[1, 2, 3, 4, 5]] })).status).toBe(204);
    const after = await api.get(`/games/${gameId}`);
    expect([after.body.version, after.body.fairness.rigged]).toEqual([cancelled.body.version, false]);
  });
});

describe('POST /test/clock', () => {
  const advance = (advanceSeconds: number) => on.api.post('/test/clock', { advanceSeconds });

  it('refuses what is not 1 to 2,592,000 whole seconds: 400 invalid-request, and the clock stays', async () => {
    for (const raw of [
      '',
      '{',
      '{}',
      '[]',
      '{"advanceSeconds":0}',
      '{"advanceSeconds":-5}',
      '{"advanceSeconds":2592001}',
      '{"advanceSeconds":1.5}',
      '{"advanceSeconds":"60"}',
      '{"advanceSeconds":null}',
      '{"advanceSeconds":60,"also":1}',
    ]) {
      const reply = await on.api.request('POST', '/test/clock', { raw });
      expect([reply.status, reply.body?.code], raw).toEqual([400, 'invalid-request']);
      expect(reply.body.detail, raw).toEqual(expect.any(String));
    }
    // Nothing moved: a second forward is a second past the real time, give or take the request's own time.
    const moved = await advance(1);
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(0);
    expect(Date.parse(moved.body.now) - Date.now()).toBeLessThan(2_000);
  });

  it('moves the clock forward for good and answers the new time; the largest jump is 30 days', async () => {
    const before = Date.parse((await advance(1)).body.now) - Date.now();
    const moved = await advance(2_592_000);
    expect(moved.status).toBe(200);
    const ahead = Date.parse(moved.body.now) - Date.now();
    expect(ahead - before).toBeGreaterThanOrEqual(2_592_000_000 - 1_000);
    expect(ahead - before).toBeLessThanOrEqual(2_592_000_000 + 1_000);
    // A game created now is stamped with the moved clock.
    const ann = await newPlayer(on.api, 'Ann');
    const gameId = await newGame(on.api, 'dice-kings', [ann], { start: false });
    const created = (await on.api.get(`/games/${gameId}/events?after=0`)).body.events[0];
    expect(Date.parse(created.at) - Date.now()).toBeGreaterThanOrEqual(ahead - 1_000);
  });

  it('a turn whose deadline the jump passes gets its default within seconds, at its deadline, without waiting the turn time', async () => {
    const api = on.api;
    const ann = await newPlayer(api, 'Ann');
    // An hour to play: the timer waits for the server's clock, not for the test.
    const gameId = await newGame(api, 'dice-kings', [ann], { config: { TurnTime: 3600 }, rig: { dice: [[2, 3, 4, 5, 6]] } });
    const started = (await api.get(`/games/${gameId}`)).body;
    const deadline = Date.parse(started.turn.deadline);

    expect((await advance(3600)).status).toBe(200);
    // Dice Kings ruling 8: rolled for the player, the best box written, the next turn begun.
    const after = await gameUntil(api, gameId, (g) => g.version > started.version);
    const events = (await api.get(`/games/${gameId}/events?after=${started.version}`)).body.events;
    expect(events.slice(0, 3)).toMatchObject([
      { type: 'DiceRolled', playerId: ann.playerId, dice: [2, 3, 4, 5, 6] },
      { type: 'BoxScored', playerId: ann.playerId, box: 'largeStraight', points: 40 },
      { type: 'TurnStarted' },
    ]);
    expect(Date.parse(events[0].at)).toBe(deadline);
    // The next turn has its own hour from that deadline, which the clock has not reached.
    expect(Date.parse(after.turn.deadline)).toBe(deadline + 3_600_000);
    await sleep(500);
    expect((await api.get(`/games/${gameId}`)).body.version).toBe(after.version);
  });

  it("an Idempotency-Key's 24 hours follow the clock: replayed before them, a new request after", async () => {
    const api = on.api;
    const ann = await newPlayer(api, 'Ann');
    const key = { 'idempotency-key': 'create-then-a-day' };
    const first = await api.post('/games', { game: 'quicks' }, ann.token, key);
    expect(first.status).toBe(201);
    expect((await advance(23 * 3600)).status).toBe(200);
    const replayed = await api.post('/games', { game: 'quicks' }, ann.token, key);
    expect([replayed.status, replayed.headers.get('idempotent-replayed'), replayed.body.gameId]).toEqual([201, 'true', first.body.gameId]);
    expect((await advance(3600 + 1)).status).toBe(200);
    const anew = await api.post('/games', { game: 'quicks' }, ann.token, key);
    expect([anew.status, anew.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(anew.body.gameId).not.toBe(first.body.gameId);
  });
});
