/** Platform core: the Players and Games endpoints of docs/contract.md, as a client sees them. */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();

describe('players', () => {
  it('POST /players shows the token once; GET /players/me answers who it belongs to', async () => {
    const { api } = ctx;
    const created = await api.post('/players', { name: 'Ann' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ playerId: expect.any(String), name: 'Ann', token: expect.stringMatching(/^oct_/) });
    const me = await api.get('/players/me', created.body.token);
    expect(me.body).toEqual({ playerId: created.body.playerId, name: 'Ann', appId: null });
  });
});

describe('games', () => {
  it('the creator takes seat 0, others the next seats; joining twice is a no-op; a full game refuses', async () => {
    const { api } = ctx;
    const players = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((n) => newPlayer(api, n)));
    const gameId = await newGame(api, 'rummiduck', players.slice(0, 4), { start: false });
    const again = await api.post(`/games/${gameId}/join`, undefined, players[1]!.token);
    expect(again.status).toBe(200);
    expect(again.body.players.map((p: { seat: number; name: string }) => [p.seat, p.name])).toEqual([
      [0, 'A'],
      [1, 'B'],
      [2, 'C'],
      [3, 'D'],
    ]);
    const full = await api.post(`/games/${gameId}/join`, undefined, players[4]!.token);
    expect([full.status, full.body.code]).toEqual([409, 'game-full']);
  });

  it('only seat 0 starts, once, with enough players', async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const gameId = await newGame(api, 'quicks', [ann], { start: false });
    const alone = await api.post(`/games/${gameId}/start`, undefined, ann.token);
    expect([alone.status, alone.body.code]).toEqual([409, 'not-enough-players']);
    await api.post(`/games/${gameId}/join`, undefined, bob.token);
    const notCreator = await api.post(`/games/${gameId}/start`, undefined, bob.token);
    expect([notCreator.status, notCreator.body.code]).toEqual([403, 'not-creator']);
    expect((await api.post(`/games/${gameId}/start`, undefined, ann.token)).body.status).toBe('playing');
    const twice = await api.post(`/games/${gameId}/start`, undefined, ann.token);
    expect([twice.status, twice.body.code]).toEqual([409, 'already-started']);
    const late = await api.post(`/games/${gameId}/join`, undefined, (await newPlayer(api, 'Cy')).token);
    expect([late.status, late.body.code]).toEqual([409, 'already-started']);
  });

  it('commands before the start are not-started; the view shows the effective config', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const created = await api.post('/games', { game: 'quicks', config: { LockAt: 4 } }, ann.token);
    expect(created.body.config).toEqual({ PenaltyPoints: 5, LockAt: 4, LockedRows: 2, Penalties: 4, TurnTime: 30, Stake: 0 });
    expect(created.body).toMatchObject({ status: 'lobby', turn: null, result: null, board: null });
    const early = await api.post(`/games/${created.body.gameId}/commands`, { type: 'throw' }, ann.token);
    expect([early.status, early.body.code]).toEqual([409, 'not-started']);
  });

  it('GET /games/{id} sends an ETag; If-None-Match gets 304 until the game moves', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const first = await api.get(`/games/${gameId}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const same = await api.request('GET', `/games/${gameId}`, { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    const moved = await api.request('GET', `/games/${gameId}`, { headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
  });

  it('events after version N, oldest first, paginated on command boundaries', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    for (const body of [{ type: 'roll' }, { type: 'roll', keep: [0] }, { type: 'score', box: 'chance' }])
      expect((await api.post(`/games/${gameId}/commands`, body, ann.token)).status).toBe(200);
    const all = (await api.get(`/games/${gameId}/events`)).body;
    expect(all.nextAfter).toBeNull();
    expect(all.events[0]).toMatchObject({ version: 1, type: 'GameCreated' });
    const collected: unknown[] = [];
    let after = 0;
    for (let page = 0; page < 20; page++) {
      const { body } = await api.get(`/games/${gameId}/events?after=${after}&limit=2`);
      collected.push(...body.events);
      if (body.nextAfter === null) break;
      after = body.nextAfter;
    }
    expect(collected).toEqual(all.events);
    const tail = (await api.get(`/games/${gameId}/events?after=4`)).body.events;
    expect(tail.every((e: { version: number }) => e.version > 4)).toBe(true);
  });

  it('legal moves are ready bodies the server accepts', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const { body } = await api.get(`/games/${gameId}/legal-moves`, ann.token);
    expect(body.version).toBe(2);
    expect(body.moves).toEqual([{ type: 'roll' }]);
    expect((await api.post(`/games/${gameId}/commands`, body.moves[0], ann.token)).status).toBe(200);
  });

  it('the lobby list shows open games newest first, by game, with their seats, and drops them once started or full', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const q1 = await newGame(api, 'quicks', [ann], { start: false });
    const d1 = await newGame(api, 'dice-kings', [ann], { start: false });
    const q2 = await newGame(api, 'quicks', [ann], { start: false });
    await api.stack.settled();
    const quicks = (await api.get('/games?status=lobby&game=quicks')).body.games.map((g: { gameId: string }) => g.gameId);
    expect(quicks.indexOf(q2)).toBeLessThan(quicks.indexOf(q1));
    expect(quicks).not.toContain(d1);
    const all = (await api.get('/games?status=lobby')).body.games.map((g: { gameId: string }) => g.gameId);
    expect(all).toEqual(expect.arrayContaining([q1, q2, d1]));

    const page1 = (await api.get('/games?status=lobby&limit=2')).body;
    expect(page1.games).toHaveLength(2);
    const page2 = (await api.get(`/games?status=lobby&limit=2&cursor=${page1.nextCursor}`)).body;
    expect(page2.games.map((g: { gameId: string }) => g.gameId)).not.toContain(page1.games[0].gameId);

    await api.post(`/games/${d1}/start`, undefined, ann.token);
    const bob = await newPlayer(api, 'Bob');
    await api.post(`/games/${q1}/join`, undefined, bob.token);
    await api.stack.settled();
    const after = (await api.get('/games?status=lobby')).body.games;
    expect(after.map((g: { gameId: string }) => g.gameId)).not.toContain(d1);
    expect(after.find((g: { gameId: string }) => g.gameId === q1)).toMatchObject({ game: 'quicks', players: 2, seats: 5 });

    // A full game is no lobby to join: it leaves the list before it starts.
    const seats = await Promise.all(['B', 'C', 'D'].map((n) => newPlayer(api, n)));
    const full = await newGame(api, 'rummiduck', [ann, ...seats], { start: false });
    await api.stack.settled();
    expect((await api.get('/games?status=lobby&game=rummiduck')).body.games.map((g: { gameId: string }) => g.gameId)).not.toContain(full);
  });
});
