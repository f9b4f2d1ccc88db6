/**
 * The proof that a game is registered in one place: High Roll, a game the platform was not
 * written for (test/support/fourth-game/), registered by one call, and everything else over
 * HTTP as for any game: created, listed in the lobby, joined, started, played to its end,
 * listed in my games, shown on its leaderboard and the profiles, delivered by webhook to a
 * receiver on 127.0.0.1, verified by the SDK's fairness verifier given its checker, and
 * replayed from its events. Every exchange and every delivery is
 * checked against the document the server makes from the same registry, four games in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { Client } from '../../../client/src/index.ts';
import { highRollChecker, registerFourthGame } from '../../support/fourth-game/index.ts';

registerFourthGame();
// Loaded after the registration, so the server, its document and the checks all know four games.
const { newPlayer, useTestStack } = await import('../../support/local-stack.ts');
const { startReceiver } = await import('../../webhooks/receiver.ts');
const { webhooksSettled } = await import('../../webhooks/settle.ts');
const { installJudging } = await import('../../../functions/analysis/judging.ts');

const ctx = useTestStack();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/all': () => ({ status: 204 }) });
  // Judged in this thread: the local stack's worker threads load their own modules, with three games.
  installJudging(undefined);
});
afterAll(() => receiver.stop());

describe('a fourth game, registered in one place', () => {
  it('is created, listed, joined, started, played to its end, ranked, delivered by webhook, verified by the SDK and replayed over HTTP', async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((name) => newPlayer(api, name)));
    const hook = await api.post('/webhooks', { url: receiver.url('/all'), events: ['*'] }, ann!.token);
    expect(hook.status, hook.text).toBe(201);

    const created = await api.post('/games', { game: 'high-roll' }, ann!.token);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ game: 'high-roll', status: 'lobby', config: { TurnTime: 30, Stake: 0 }, board: null });
    const gameId: string = created.body.gameId;
    await api.stack.settled();
    const lobby = await api.get('/games?status=lobby&game=high-roll');
    expect(lobby.body.games).toEqual([expect.objectContaining({ gameId, game: 'high-roll', players: 1, seats: 2 })]);

    expect((await api.post(`/games/${gameId}/join`, undefined, bob!.token)).status).toBe(200);
    const started = await api.post(`/games/${gameId}/start`, undefined, ann!.token);
    expect(started.status, started.text).toBe(200);
    expect(started.body.turn).toMatchObject({ playerId: ann!.playerId, step: 'roll', awaiting: [ann!.playerId] });
    expect((await api.get(`/games/${gameId}/legal-moves`, ann!.token)).body.moves).toEqual([{ type: 'cast' }]);
    const early = await api.post(`/games/${gameId}/commands`, { type: 'cast' }, bob!.token);
    expect([early.status, early.body.code]).toEqual([409, 'not-your-turn']);

    expect((await api.post(`/games/${gameId}/commands`, { type: 'cast' }, ann!.token)).status).toBe(200);
    const last = await api.post(`/games/${gameId}/commands`, { type: 'cast' }, bob!.token);
    expect(last.status, last.text).toBe(200);
    const ended = last.body.game;
    const rolls: Record<string, number> = ended.board.rolls;
    const best = Math.max(...Object.values(rolls));
    const winners = [ann!.playerId, bob!.playerId].filter((p) => rolls[p] === best);
    expect(ended).toMatchObject({ status: 'ended', turn: null, result: { winners, scores: rolls } });
    expect(ended.fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    await api.stack.settled();
    const mine = await api.get('/players/me/games', bob!.token);
    expect(mine.body.games).toContainEqual(expect.objectContaining({ gameId, game: 'high-roll', status: 'ended' }));
    const board = await api.get('/leaderboards/high-roll');
    expect(board.status, board.text).toBe(200);
    expect(
      board.body.entries.map((e: { playerId: string; bestScore: number; wins: number; games: number }) => [
        e.playerId,
        e.bestScore,
        e.wins,
        e.games,
      ]),
    ).toEqual(expect.arrayContaining([ann!.playerId, bob!.playerId].map((p) => [p, rolls[p], winners.includes(p) ? 1 : 0, 1])));
    const profile = await api.get(`/players/${ann!.playerId}`);
    expect(profile.body.boards['high-roll']).toMatchObject({
      games: 1,
      wins: winners.includes(ann!.playerId) ? 1 : 0,
      bestScore: rolls[ann!.playerId],
    });

    await webhooksSettled(api);
    const deliveries = receiver
      .at('/all')
      .map(
        (r) =>
          new Webhook(hook.body.secret).verify(r.body, r.headers as Record<string, string>) as {
            type: string;
            data: Record<string, unknown>;
          },
      )
      .filter((d) => d.data.gameId === gameId);
    expect(deliveries.find((d) => d.type === 'game.started')?.data).toMatchObject({ game: 'high-roll' });
    expect(deliveries.filter((d) => d.type === 'turn.started').map((d) => d.data.playerId)).toEqual([ann!.playerId, bob!.playerId]);
    expect(deliveries.find((d) => d.type === 'game.ended')?.data).toMatchObject({
      result: { winners, scores: rolls },
      serverSeed: ended.fairness.serverSeed,
    });

    const events = (await api.get(`/games/${gameId}/events`)).body.events;
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'GameCreated',
      'PlayerJoined',
      'GameStarted',
      'TurnStarted',
      'Rolled',
      'TurnStarted',
      'Rolled',
      'GameEnded',
      'ServerSeedRevealed',
    ]);
    expect(
      events.filter((e: { type: string }) => e.type === 'Rolled').map((e: { playerId: string; die: number }) => [e.playerId, e.die]),
    ).toEqual([
      [ann!.playerId, rolls[ann!.playerId]],
      [bob!.playerId, rolls[bob!.playerId]],
    ]);

    // Its analysis, by its own judge: a roll is the only move there is, no decision.
    const analysis = await api.get(`/games/${gameId}/analysis`);
    expect(analysis.status, analysis.text).toBe(200);
    expect(analysis.body.players[ann!.playerId]).toEqual({ engine: 'exact', decisions: 0, agreed: 0, expectedLoss: 0, mistakes: [] });

    // The SDK's verifier does not ship High Roll: given its checker, it checks both dice against the revealed seeds.
    const sdk = new Client({ baseUrl: api.url });
    expect(await sdk.verifyGame(gameId)).toMatchObject({ status: 'mismatch', index: 0, found: 'high-roll' });
    expect(await sdk.verifyGame(gameId, { checkers: { 'high-roll': highRollChecker } })).toEqual({
      status: 'ok',
      game: 'high-roll',
      tally: { dice: 2, tiles: 0, hiddenTiles: 0 },
    });
  });

  it('is played by its own bot, seated as in any game', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId: string = (await api.post('/games', { game: 'high-roll' }, ann.token)).body.gameId;
    const seated = await api.post(`/games/${gameId}/bots`, { level: 'easy' }, ann.token);
    expect(seated.status, seated.text).toBe(201);
    expect((await api.post(`/games/${gameId}/start`, undefined, ann.token)).status).toBe(200);
    expect((await api.post(`/games/${gameId}/commands`, { type: 'cast' }, ann.token)).status).toBe(200);
    await expect.poll(async () => (await api.get(`/games/${gameId}`)).body.status, { timeout: 15_000 }).toBe('ended');
    const bot = seated.body.players[1].playerId;
    const events = (await api.get(`/games/${gameId}/events`)).body.events;
    expect(events.filter((e: { type: string }) => e.type === 'Rolled').map((e: { playerId: string }) => e.playerId)).toEqual([
      ann.playerId,
      bot,
    ]);
  });

  it("applies its timeout default when a roll's TurnTime runs out: the die is rolled for the player", async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((name) => newPlayer(api, name)));
    const created = await api.post('/games', { game: 'high-roll', config: { TurnTime: 3600 } }, ann!.token);
    const gameId: string = created.body.gameId;
    await api.post(`/games/${gameId}/join`, undefined, bob!.token);
    await api.post(`/games/${gameId}/start`, undefined, ann!.token);
    await api.post(`/games/${gameId}/commands`, { type: 'cast' }, ann!.token);

    expect((await api.post('/test/clock', { advanceSeconds: 3600 })).status).toBe(200);
    await expect.poll(async () => (await api.get(`/games/${gameId}`)).body.status, { timeout: 15_000 }).toBe('ended');
    const events = (await api.get(`/games/${gameId}/events`)).body.events;
    expect(events.filter((e: { type: string }) => e.type === 'Rolled').map((e: { playerId: string }) => e.playerId)).toEqual([
      ann!.playerId,
      bob!.playerId,
    ]);
  });
});
