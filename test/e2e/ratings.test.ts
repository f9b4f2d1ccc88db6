/**
 * Ratings end to end (docs/contract.md, Ratings and profiles): games played over HTTP on the
 * local server, applied by the stream consumer through the local stream poller, read back
 * with GET /games/{gameId}/ratings, GET /players/{playerId} and GET /leaderboards/{board}?order=rating.
 */
import { describe, expect, it } from 'vitest';
import { ordinal, rate, rating } from 'openskill';
import { newGame, newPlayer, useTestStack, type Api } from '../support/local-stack.ts';

const ctx = useTestStack();

/** A two-player Quicks game that ends at once: `loser` resigns (docs/rulings.md, Resigning 5). */
async function resignedGame(api: Api, winner: { token: string }, loser: { token: string }): Promise<string> {
  const gameId = await newGame(api, 'quicks', [winner, loser]);
  const reply = await api.post(`/games/${gameId}/resign`, undefined, loser.token);
  expect(reply.body.status).toBe('ended');
  return gameId;
}

const ratingsOf = async (api: Api, gameId: string) => {
  let reply = await api.get(`/games/${gameId}/ratings`);
  await expect.poll(async () => (reply = await api.get(`/games/${gameId}/ratings`)).status, { timeout: 10_000 }).toBe(200);
  return reply.body;
};

const defaults = { mu: 25, sigma: 25 / 3, ordinal: 0 };

describe('ratings over HTTP', () => {
  it("answers a game's changes once applied: 409 not-ended before the end, the library's update after", async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const playing = await newGame(api, 'quicks', [ann, bob]);
    const early = await api.get(`/games/${playing}/ratings`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('not-ended');
    expect((await api.get('/games/g_nope/ratings')).body.code).toBe('game-not-found');

    await api.post(`/games/${playing}/resign`, undefined, bob.token);
    const body = await ratingsOf(api, playing);
    const [[a], [b]] = rate([[rating()], [rating()]], { rank: [1, 2] });
    expect(body.board).toBe('quicks');
    expect(body.changes[ann.playerId].before).toEqual({ mu: 25, sigma: 25 / 3, ordinal: expect.closeTo(defaults.ordinal, 9) });
    expect(body.changes[ann.playerId].after.mu).toBeCloseTo(a!.mu, 9);
    expect(body.changes[bob.playerId].after.ordinal).toBeCloseTo(ordinal(b!), 9);
  });

  it('shows each person their rating on their profile, 404 player-not-found for an unknown id or a bot', async () => {
    const { api } = ctx;
    const [cy, dee] = await Promise.all([newPlayer(api, 'Cy'), newPlayer(api, 'Dee')]);
    const fresh = await api.get(`/players/${cy.playerId}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.boards.quicks).toEqual({ rating: null, games: 0, wins: 0, bestScore: null });
    const gameId = await resignedGame(api, cy, dee);
    const { changes } = await ratingsOf(api, gameId);
    await expect.poll(async () => (await api.get(`/players/${cy.playerId}`)).body.boards.quicks.games, { timeout: 10_000 }).toBe(1);
    const profile = (await api.get(`/players/${cy.playerId}`)).body;
    expect(profile).toMatchObject({ playerId: cy.playerId, name: 'Cy' });
    expect(profile.boards.quicks.rating).toEqual(changes[cy.playerId].after);
    expect(profile.boards.quicks.wins).toBe(1);
    expect(profile.boards.rummiduck.rating).toBeNull();
    expect((await api.get('/players/p_nobody')).body.code).toBe('player-not-found');
    // The caller's own route stays the caller's.
    expect((await api.get('/players/me', cy.token)).body).toEqual({ playerId: cy.playerId, name: 'Cy', appId: null });

    const withBot = await newGame(api, 'dice-kings', [cy], { start: false });
    const seated = await api.post(`/games/${withBot}/bots`, {}, cy.token);
    const bot = (seated.body.players as { playerId: string; bot: boolean }[]).find((p) => p.bot)!;
    expect((await api.get(`/players/${bot.playerId}`)).status).toBe(404);
  });

  it('lists people by ordinal with order=rating, and carries the rating on every entry of both orders', async () => {
    const { api } = ctx;
    const [eve, fay, gus] = await Promise.all([newPlayer(api, 'Eve'), newPlayer(api, 'Fay'), newPlayer(api, 'Gus')]);
    // Eve beats Fay twice, Fay beats Gus once: Eve highest, Gus lowest.
    for (const [w, l] of [
      [eve, fay],
      [eve, fay],
      [fay, gus],
    ] as const)
      await ratingsOf(api, await resignedGame(api, w, l));
    const ids = [eve.playerId, fay.playerId, gus.playerId];
    type Line = { rank: number; playerId: string; rating: { ordinal: number } | null };
    const ours = (entries: Line[]) => entries.filter((e) => ids.includes(e.playerId));
    let byRating: Line[] = [];
    await expect
      .poll(async () => (byRating = ours((await api.get('/leaderboards/quicks?order=rating&limit=100')).body.entries)).length, {
        timeout: 10_000,
      })
      .toBe(3);
    expect(byRating.map((e) => e.playerId)).toEqual(ids);
    const ordinals = byRating.map((e) => e.rating!.ordinal);
    expect([...ordinals].sort((x, y) => y - x)).toEqual(ordinals);
    const all = (await api.get('/leaderboards/quicks?order=rating&limit=100')).body.entries as Line[];
    for (let i = 1; i < all.length; i++) expect(all[i]!.rating!.ordinal).toBeLessThanOrEqual(all[i - 1]!.rating!.ordinal);
    expect(all[0]!.rank).toBe(1);

    // By score, Gus (resigned in his only game) has no best score yet and is not listed (docs/rulings.md, Resigning 6).
    await expect.poll(async () => ours((await api.get('/leaderboards/quicks?limit=100')).body.entries).length, { timeout: 10_000 }).toBe(2);
    const byScore = ours((await api.get('/leaderboards/quicks?limit=100')).body.entries);
    for (const entry of byScore) expect(entry.rating).toEqual(byRating.find((e) => e.playerId === entry.playerId)!.rating);

    const page = await api.get('/leaderboards/quicks?order=rating&limit=1');
    const next = await api.get(`/leaderboards/quicks?order=rating&limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`);
    expect(next.status).toBe(200);
    expect(next.body.entries[0].playerId).not.toBe(page.body.entries[0].playerId);
    // A cursor of the other order is refused.
    const wrong = await api.get(`/leaderboards/quicks?limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`);
    expect(wrong.body.code).toBe('invalid-request');
  });
});
