/**
 * "Bad input gets a clear error and changes nothing": hundreds of malformed or hostile
 * requests across every endpoint; each answer is a 4xx problem+json with a contract code,
 * and the game's events are unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack, type Reply } from '../../support/local-stack.ts';

const ctx = useTestStack();
/** The codes of docs/contract.md, and `route-not-found` for its "unknown path … 404 with a code naming what was not found". */
const contractCodes = new Set([
  'invalid-request',
  'invalid-config',
  'invalid-command',
  'unauthenticated',
  'not-creator',
  'not-seated',
  'game-not-found',
  'board-not-found',
  'route-not-found',
  'game-full',
  'already-started',
  'not-enough-players',
  'not-your-turn',
  'wrong-step',
  'game-over',
  'not-started',
  'version-conflict',
  'illegal-move',
  'idempotency-key-reused',
]);

interface Probe {
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  Infinity,
  'x',
  '',
  [],
  {},
  [[]],
  { $ne: null },
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'a'.repeat(300),
  { __proto__: { admin: true } },
  ['red-7-a'],
  'Ones',
  7,
  [0, 1, 2, 3, 4, 5],
];

describe('bad input', () => {
  let ann: { token: string; playerId: string };
  let stranger: { token: string };
  let gameId: string;
  let lobbyId: string;
  let eventsBefore: string;

  beforeAll(async () => {
    const { api } = ctx;
    ann = await newPlayer(api, 'Ann');
    stranger = await newPlayer(api, 'Mallory');
    gameId = await newGame(api, 'dice-kings', [ann]);
    lobbyId = await newGame(api, 'quicks', [ann], { start: false });
    eventsBefore = (await api.get(`/games/${gameId}/events`)).text;
  });

  function probes(): Probe[] {
    const list: Probe[] = [];
    const g = `/games/${gameId}`;
    const commandBodies: unknown[] = [
      ...hostileValues,
      ...hostileValues.map((type) => ({ type })),
      ...hostileValues.filter((v) => !(Array.isArray(v) && v.length === 0)).map((keep) => ({ type: 'roll', keep })),
      ...hostileValues.map((box) => ({ type: 'score', box })),
      ...hostileValues.map((column) => ({ type: 'score', box: 'chance', column })),
      ...hostileValues.map((expectedVersion) => ({ type: 'roll', expectedVersion })),
      { type: 'roll', extra: 1 },
      { type: 'roll', keep: [0, 0] },
      { type: 'roll', keep: [5] },
      { type: 'score', box: 'chance' }, // before any roll
      { type: 'throw' },
      { type: 'draw' },
    ];
    for (const body of commandBodies) list.push({ method: 'POST', path: `${g}/commands`, body, token: ann.token });
    for (const raw of ['{', '{"type":', 'not json', '[1,2', '"\\u0000"', '{"type":"roll"}}'])
      list.push({ method: 'POST', path: `${g}/commands`, raw, token: ann.token });
    const huge = JSON.stringify({ type: 'roll', padding: 'x'.repeat(110 * 1024) });
    for (const path of [`${g}/commands`, '/players', '/games', `${g}/join`])
      list.push({ method: 'POST', path, raw: huge, token: ann.token });

    // Missing, malformed and foreign tokens.
    for (const token of [undefined, '', 'nonsense', 'oct_forged', 'Bearer', 'a'.repeat(600)]) {
      list.push({
        method: 'POST',
        path: `${g}/commands`,
        body: { type: 'roll' },
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
      list.push({ method: 'GET', path: '/players/me', headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
      list.push({
        method: 'POST',
        path: '/games',
        body: { game: 'quicks' },
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
    }
    list.push({ method: 'GET', path: '/players/me', headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } });

    // Other players' games: not seated, not the creator.
    list.push({ method: 'POST', path: `${g}/commands`, body: { type: 'roll' }, token: stranger.token });
    list.push({ method: 'GET', path: `${g}/legal-moves`, token: stranger.token });
    list.push({ method: 'POST', path: `/games/${lobbyId}/start`, token: stranger.token });
    list.push({ method: 'POST', path: `/games/${lobbyId}/start`, token: ann.token }); // one player: not enough
    list.push({ method: 'POST', path: `${g}/join`, token: stranger.token }); // already started
    list.push({ method: 'POST', path: `${g}/start`, token: ann.token }); // already started

    // Unknown ids and paths.
    for (const id of ['nope', 'g_00000000000000000000000000000000', '%00', '..', 'g_' + 'f'.repeat(200)]) {
      list.push({ method: 'GET', path: `/games/${id}` });
      list.push({ method: 'GET', path: `/games/${id}/events` });
      list.push({ method: 'POST', path: `/games/${id}/commands`, body: { type: 'roll' }, token: ann.token });
      list.push({ method: 'POST', path: `/games/${id}/join`, token: ann.token });
      list.push({ method: 'GET', path: `/games/${id}/legal-moves`, token: ann.token });
    }
    for (const path of ['/', '/nope', '/games/x/y/z', '/players/me/too', '/leaderboard']) list.push({ method: 'GET', path });
    list.push({ method: 'DELETE', path: g });
    list.push({ method: 'POST', path: '/health' });

    // Bodies and queries of the other endpoints.
    for (const body of [...hostileValues, { name: '' }, { name: ' ' }, { name: 'x'.repeat(41) }, { name: 'Ann', admin: true }, { name: 7 }])
      list.push({ method: 'POST', path: '/players', body });
    for (const body of [
      ...hostileValues,
      { game: 'chess' },
      { game: 'quicks', config: 'fast' },
      { game: 'quicks', config: { Nope: 1 } },
      { game: 'quicks', config: { TurnTime: 0 } },
      { game: 'quicks', config: { LockAt: -1 } },
      { game: 'dice-kings', config: { Columns: 2 } },
      { game: 'dice-kings', config: { JokerRule: 'sometimes' } },
      { game: 'rummiduck', config: { StartTiles: 100 } },
      { game: 'quicks', extra: 1 },
    ])
      list.push({ method: 'POST', path: '/games', body, token: ann.token });
    const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const q of [
      `cursor=${forged({ pk: 'x' })}`,
      `cursor=${forged({ pk: 'GAME#g_1', sk: 'LOBBY', gsi1pk: 'LOBBY', gsi1sk: 'a', extra: 'b' })}`,
      `game=quicks&cursor=${forged({ pk: 'GAME#g_1', sk: 'LOBBY', gsi1pk: 'LOBBY', gsi1sk: 'a' })}`,
      `cursor=${forged({ pk: 'GAME#g_1', sk: 'LOBBY', gsi1pk: 'LOBBY', gsi1sk: 'x'.repeat(2000) })}`,
    ])
      list.push({ method: 'GET', path: `/games?${q}` });
    for (const q of [
      'status=ended',
      'game=chess',
      'limit=0',
      'limit=1000',
      'limit=x',
      'cursor=%%%',
      'cursor=bm90LWpzb24',
      'cursor=W10',
      'other=1',
    ])
      list.push({ method: 'GET', path: `/games?${q}` });
    for (const q of ['after=-1', 'after=x', 'limit=0', 'limit=100000', 'foo=bar']) list.push({ method: 'GET', path: `${g}/events?${q}` });
    list.push({
      method: 'POST',
      path: `${g}/commands`,
      body: { type: 'roll' },
      token: ann.token,
      headers: { 'idempotency-key': 'k'.repeat(256) },
    });
    return list;
  }

  it('answers every one of at least 200 hostile requests with a 4xx problem+json carrying a contract code, and changes nothing', async () => {
    const { api } = ctx;
    const list = probes();
    expect(list.length).toBeGreaterThanOrEqual(200);
    const failures: string[] = [];
    for (const probe of list) {
      const reply: Reply = await api.request(probe.method, probe.path, {
        body: probe.body,
        raw: probe.raw,
        token: probe.token,
        headers: probe.headers,
      });
      const label = `${probe.method} ${probe.path.slice(0, 80)} ${JSON.stringify(probe.body ?? probe.raw ?? '').slice(0, 60)}`;
      if (reply.status < 400 || reply.status >= 500) failures.push(`${label}: status ${reply.status}`);
      else if (reply.headers.get('content-type') !== 'application/problem+json')
        failures.push(`${label}: content-type ${reply.headers.get('content-type')}`);
      else if (!contractCodes.has(reply.body?.code)) failures.push(`${label}: code ${reply.body?.code}`);
      else if (reply.body.status !== reply.status || !reply.body.detail || !reply.body.title || !reply.body.type)
        failures.push(`${label}: incomplete problem ${reply.text}`);
    }
    expect(failures).toEqual([]);
    expect((await api.get(`/games/${gameId}/events`)).text).toBe(eventsBefore);
  });

  it('a body too large to read is 413 invalid-request; a method no route takes is 404 route-not-found', async () => {
    const { api } = ctx;
    const huge = await api.request('POST', '/players', { raw: JSON.stringify({ name: 'x'.repeat(110 * 1024) }) });
    expect([huge.status, huge.body.code]).toEqual([413, 'invalid-request']);
    const wrongMethod = await api.request('DELETE', `/games/${gameId}`);
    expect([wrongMethod.status, wrongMethod.body.code]).toEqual([404, 'route-not-found']);
    expect(wrongMethod.body.detail).toContain(`DELETE /games/${gameId}`);
  });

  it('config errors say which key is wrong and why', async () => {
    const { api } = ctx;
    const unknown = await api.post('/games', { game: 'quicks', config: { Nope: 1 } }, ann.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid-config');
    expect(unknown.body.detail).toContain('"Nope"');
    const range = await api.post('/games', { game: 'quicks', config: { TurnTime: 0 } }, ann.token);
    expect(range.body.code).toBe('invalid-config');
    expect(range.body.detail).toContain('TurnTime');
  });
});
