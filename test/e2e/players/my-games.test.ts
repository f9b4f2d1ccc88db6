/** GET /players/me/games over HTTP (docs/contract.md, My games): a player's games in every state, paged and filtered. */
import { beforeAll, describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack();

interface Listed {
  gameId: string;
  status: string;
  yourMove: boolean;
  updatedAt: string;
  version: number;
  players: { playerId: string; name: string; seat: number; bot: boolean; resigned: boolean }[];
}

/** Every page of the caller's list, following nextCursor; each answer's DynamoDB requests too. */
async function allPages(api: Api, token: string, query: string) {
  const games: Listed[] = [];
  const pages: number[] = [];
  const requests: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const reply = await api.get(`/players/me/games?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, token);
    expect(reply.status, reply.text).toBe(200);
    games.push(...reply.body.games);
    pages.push(reply.body.games.length);
    requests.push(reply.headers.get('server-timing')!.match(/"(\d+) requests"/)![1]!);
    cursor = reply.body.nextCursor;
    if (!cursor) break;
  }
  return { games, pages, requests };
}

/** Ann and Bob: a lobby, a game in play, an ended game and a cancelled one, each changed after the one before. */
async function fourGames(api: Api) {
  const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
  const lobby = await newGame(api, 'quicks', [ann, bob], { start: false });
  const playing = await newGame(api, 'dice-kings', [ann, bob]);
  const ended = await newGame(api, 'quicks', [ann, bob], { config: { Penalties: 1 }, rig: { dice: [[1, 1, 1, 1, 1, 1]] } });
  for (const [player, body] of [
    [ann, { type: 'throw' }],
    [ann, { type: 'pass' }],
    [bob, { type: 'pass' }],
    [ann, { type: 'pass' }],
  ] as const)
    expect((await api.post(`/games/${ended}/commands`, body, player.token)).status).toBe(200);
  const cancelled = await newGame(api, 'rummiduck', [bob, ann], { start: false });
  expect((await api.post(`/games/${cancelled}/leave`, undefined, bob.token)).body.status).toBe('cancelled');
  await api.stack.settled();
  return { ann, bob, lobby, playing, ended, cancelled };
}

describe('GET /players/me/games', () => {
  let four: Awaited<ReturnType<typeof fourGames>>;
  beforeAll(async () => {
    four = await fourGames(ctx.api);
  });

  it('lists every game the caller holds a seat in, most recently changed first, with yourMove, in pages of one Query each', async () => {
    const { api } = ctx;
    const { ann, bob, lobby, playing, ended, cancelled } = four;

    const all = await allPages(api, ann.token, 'limit=3');
    expect(all.games.map((g) => [g.gameId, g.status])).toEqual([
      [cancelled, 'cancelled'],
      [ended, 'ended'],
      [playing, 'playing'],
      [lobby, 'lobby'],
    ]);
    expect(all.pages).toEqual([3, 1]);
    // The bearer token's read and one Query, however many games the player has.
    expect(all.requests).toEqual(['2', '2']);
    const times = all.games.map((g) => g.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.games.map((g) => g.yourMove)).toEqual([false, false, true, false]);
    expect((await allPages(api, bob.token, '')).games.map((g) => [g.gameId, g.yourMove])).toEqual([
      [cancelled, false],
      [ended, false],
      [playing, false],
      [lobby, false],
    ]);

    const view = (await api.get(`/games/${playing}`, ann.token)).body;
    expect(all.games[2]).toEqual({
      gameId: playing,
      game: 'dice-kings',
      status: 'playing',
      version: view.version,
      players: view.players,
      turn: view.turn,
      yourMove: true,
      result: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(all.games[1]).toMatchObject({ result: (await api.get(`/games/${ended}`)).body.result, turn: null });
  });

  it('filters by status, one or several comma-separated, with full pages: one Query a page for one status or all four, one per status named else', async () => {
    const { api } = ctx;
    const { ann, lobby, playing, ended, cancelled } = four;
    const ids = async (query: string) => (await allPages(api, ann.token, query)).games.map((g) => g.gameId);
    expect(await ids('status=playing')).toEqual([playing]);
    expect(await ids('status=cancelled')).toEqual([cancelled]);
    expect(await ids('status=lobby,ended')).toEqual([ended, lobby]);
    expect(await ids('status=ended,lobby,cancelled')).toEqual([cancelled, ended, lobby]);
    expect(await ids('status=lobby,playing,ended,cancelled')).toEqual([cancelled, ended, playing, lobby]);
    const paged = await allPages(api, ann.token, 'status=playing,lobby,cancelled&limit=1');
    expect(paged.games.map((g) => g.gameId)).toEqual([cancelled, playing, lobby]);
    expect(paged.pages).toEqual([1, 1, 1]);
    // The bearer token's read and a Query of each status's list, merged.
    expect(paged.requests).toEqual(['4', '4', '4']);
    const one = await allPages(api, ann.token, 'status=ended&limit=1');
    expect(one.games.map((g) => g.gameId)).toEqual([ended]);
    expect(one.requests).toEqual(['2']);
    expect((await allPages(api, ann.token, 'status=cancelled,ended,playing,lobby&limit=2')).requests).toEqual(['2', '2']);
  });

  it('a seat left in the lobby no longer counts; joining again brings the game back', async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const gameId = await newGame(api, 'quicks', [ann, bob], { start: false });
    await api.post(`/games/${gameId}/leave`, undefined, bob.token);
    await api.stack.settled();
    expect((await allPages(api, bob.token, '')).games).toEqual([]);
    expect((await allPages(api, ann.token, '')).games.map((g) => g.players.length)).toEqual([1]);
    await api.post(`/games/${gameId}/join`, undefined, bob.token);
    await api.stack.settled();
    expect((await allPages(api, bob.token, '')).games.map((g) => g.gameId)).toEqual([gameId]);
  });

  it('refuses an unknown status, a limit out of 1–100 and a cursor of another list with 400 invalid-request', async () => {
    const { api } = ctx;
    const { ann, bob } = four;
    for (const query of ['status=open', 'status=lobby,', 'status=', 'limit=0', 'limit=101', 'cursor=nonsense', 'colour=red']) {
      const reply = await api.get(`/players/me/games?${query}`, ann.token);
      expect([query, reply.status, reply.body.code]).toEqual([query, 400, 'invalid-request']);
    }
    const cursor = (await api.get('/players/me/games?limit=1', ann.token)).body.nextCursor;
    for (const [token, query] of [
      [bob.token, ''],
      [ann.token, '&status=lobby'],
    ] as const) {
      const reply = await api.get(`/players/me/games?limit=1&cursor=${encodeURIComponent(cursor)}${query}`, token);
      expect([reply.status, reply.body.code]).toEqual([400, 'invalid-request']);
    }
    expect((await api.get('/players/me/games')).status).toBe(401);
  });
});
