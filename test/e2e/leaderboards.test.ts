/**
 * Leaderboards end to end: whole games played over HTTP on the local server, counted by the
 * stream consumer through the local stream poller, read back with GET /leaderboards/{board}.
 */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack, type Api } from '../support/local-stack.ts';
import { BOXES } from '../../domain/dice-kings/boxes.ts';

const ctx = useTestStack();

async function command(api: Api, gameId: string, token: string, body: object) {
  const reply = await api.post(`/games/${gameId}/commands`, body, token);
  if (reply.status !== 200) throw new Error(`${JSON.stringify(body)}: ${reply.status} ${reply.text}`);
  return reply.body.game;
}

/** Dice Kings with every roll rigged to 1-2-3-4-5: each player fills the same boxes in the same order, so they tie. */
async function playDiceKings(api: Api, players: { token: string; playerId: string }[], columns: 1 | 3) {
  const turns = 13 * columns * players.length;
  const gameId = await newGame(api, 'dice-kings', players, {
    config: { Columns: columns },
    rig: { dice: Array.from({ length: turns }, () => [1, 2, 3, 4, 5]) },
  });
  let game;
  for (let turn = 0; turn < turns; turn++) {
    const player = players[turn % players.length]!;
    const own = Math.floor(turn / players.length);
    await command(api, gameId, player.token, { type: 'roll' });
    const score = columns === 1 ? { box: BOXES[own] } : { box: BOXES[own % 13], column: Math.floor(own / 13) };
    game = await command(api, gameId, player.token, { type: 'score', ...score });
  }
  expect(game.status).toBe('ended');
  return game;
}

const board = async (api: Api, name: string) => {
  const reply = await api.get(`/leaderboards/${name}`);
  expect(reply.status).toBe(200);
  return reply.body.entries as { rank: number; playerId: string; name: string; bestScore: number; wins: number; games: number }[];
};

describe('leaderboards over HTTP', () => {
  it('counts one- and three-column Dice Kings games on their own boards only, Quicks and Rummiduck on theirs, a tie as a win for each', async () => {
    const { api } = ctx;
    const [ann, bob, cy, dee, eve, fay, gus] = await Promise.all(
      ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'].map((n) => newPlayer(api, n)),
    );

    const tied = await playDiceKings(api, [ann!, bob!], 1);
    expect(tied.result.winners).toEqual([ann!.playerId, bob!.playerId]);
    const solo = await playDiceKings(api, [cy!], 3);

    // Quicks with one penalty to end: Dee throws, everyone passes, Dee takes the penalty.
    const quicks = await newGame(api, 'quicks', [dee!, eve!], { config: { Penalties: 1 }, rig: { dice: [[1, 1, 1, 1, 1, 1]] } });
    await command(api, quicks, dee!.token, { type: 'throw' });
    await command(api, quicks, dee!.token, { type: 'pass' });
    await command(api, quicks, eve!.token, { type: 'pass' });
    const quicksEnd = await command(api, quicks, dee!.token, { type: 'pass' });
    expect(quicksEnd.status).toBe('ended');

    // Rummiduck dealt three tiles each: Fay lays her run and empties her rack.
    const rummiduck = await newGame(api, 'rummiduck', [fay!, gus!], {
      config: { StartTiles: 3, InitialMeld: 0 },
      rig: { bag: ['red-1-a', 'red-2-a', 'red-3-a', 'blue-5-a', 'blue-9-a', 'black-11-b'] },
    });
    const rummiduckEnd = await command(api, rummiduck, fay!.token, { type: 'play', table: [['red-1-a', 'red-2-a', 'red-3-a']] });
    expect(rummiduckEnd.status).toBe('ended');

    await api.stack.settled();
    // Every entry carries the person's rating (docs/contract.md, Ratings and profiles): null for Cy, alone at her table.
    const line = (p: { playerId: string; name: string }, rank: number, score: number, wins: number, rated = true) => ({
      rank,
      playerId: p.playerId,
      name: p.name,
      bestScore: score,
      wins,
      games: 1,
      rating: rated ? { mu: expect.any(Number), sigma: expect.any(Number), ordinal: expect.any(Number) } : null,
    });
    const tiedScore = tied.result.scores[ann!.playerId];
    expect(await board(api, 'dice-kings')).toEqual(
      [line(ann!, 1, tiedScore, 1), line(bob!, 1, tiedScore, 1)].sort((a, b) => (a.playerId < b.playerId ? 1 : -1)),
    );
    expect(await board(api, 'dice-kings-3')).toEqual([line(cy!, 1, solo.result.scores[cy!.playerId], 1, false)]);
    expect(await board(api, 'quicks')).toEqual([line(eve!, 1, 0, 1), line(dee!, 2, -5, 0)]);
    expect(await board(api, 'rummiduck')).toEqual([line(fay!, 1, 25, 1), line(gus!, 2, -25, 0)]);
  }, 60_000);

  it('refuses an unknown board, a bad limit and a cursor it did not give out', async () => {
    const { api } = ctx;
    const unknown = await api.get('/leaderboards/chess');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'board-not-found', detail: expect.stringContaining('dice-kings-3') });
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    expect((await api.get('/leaderboards/quicks?limit=0')).body.code).toBe('invalid-request');
    expect((await api.get('/leaderboards/quicks?limit=x')).status).toBe(400);
    expect((await api.get('/leaderboards/quicks?cursor=not-a-cursor')).body.code).toBe('invalid-request');

    // A real cursor of one board is refused on another.
    const first = await api.get('/leaderboards/quicks?limit=1');
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const elsewhere = await api.get(`/leaderboards/rummiduck?cursor=${first.body.nextCursor}`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('invalid-request');
    const forged = Buffer.from(JSON.stringify({ pk: 1, gsi1pk: 'BOARD#quicks' })).toString('base64url');
    expect((await api.get(`/leaderboards/quicks?cursor=${forged}`)).status).toBe(400);
  });

  it('gives no cursor on the last page', async () => {
    const reply = await ctx.api.get('/leaderboards/dice-kings-3?limit=1');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ board: 'dice-kings-3', entries: [{ rank: 1 }], nextCursor: null });
  });
});
