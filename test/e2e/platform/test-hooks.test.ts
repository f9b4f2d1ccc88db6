/**
 * docs/contract.md, Test hooks: "Only when the server runs with TEST_HOOKS=1 (never in a deployed stack;
 * otherwise 404)". Without the hooks the rig path is no route at all: whatever is sent to it is
 * 404 route-not-found, and the API document does not list it. Fairness: "A game whose dice or
 * bag were rigged through the test hook shows `fairness.rigged: true`", from the moment the rig
 * is stored.
 */
import { describe, expect, it } from 'vitest';
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
  });

  it('are in the served API document only with TEST_HOOKS', async () => {
    expect((await off.api.get('/openapi.yaml')).text).not.toContain(rigPath);
    expect((await on.api.get('/openapi.yaml')).text).toContain(rigPath);
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
