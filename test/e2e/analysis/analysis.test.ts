/**
 * GET /games/{id}/analysis over HTTP against the local server (docs/contract.md, Analysis and
 * replays): anyone may ask once a game has ended; before, 409 not-ended; an unknown game 404.
 * A solitaire Dice Kings game played by following the hint (the optimum) is judged without a
 * mistake; one box scored against it is listed with the better move.
 */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack();

/** How many DynamoDB requests an answer took (Server-Timing). */
const dynamoRequests = (headers: Headers) => Number(/dynamodb;desc="(\d+) requests?"/.exec(headers.get('server-timing') ?? '')?.[1]);

/** Plays Ann's solitaire game to its end by the hint, but for `instead` at the versions it names. */
async function playByHint(api: Api, gameId: string, token: string, instead: Record<number, object> = {}) {
  let game = (await api.get(`/games/${gameId}`, token)).body;
  for (let i = 0; i < 200; i++) {
    if (game.status === 'ended') return;
    const move = instead[game.version] ?? (await api.get(`/games/${gameId}/hint`, token)).body.move;
    const sent = await api.post(`/games/${gameId}/commands`, { ...move, expectedVersion: game.version }, token);
    expect(sent.status).toBe(200);
    game = sent.body.game;
  }
  throw new Error('the game did not end');
}

describe('GET /games/{gameId}/analysis', () => {
  it('"anyone, ended games; before: 409 not-ended"; an unknown game is 404 game-not-found', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const lobby = await newGame(api, 'dice-kings', [ann], { start: false });
    const lobbyAnswer = await api.get(`/games/${lobby}/analysis`);
    expect(lobbyAnswer.status).toBe(409);
    expect(lobbyAnswer.body).toMatchObject({ code: 'not-ended', status: 409 });
    await api.post(`/games/${lobby}/start`, undefined, ann.token);
    const playing = await api.get(`/games/${lobby}/analysis`, ann.token);
    expect(playing.body.code).toBe('not-ended');
    expect(playing.body.detail).toMatch(/still being played/);
    const unknown = await api.get('/games/g_00000000000000000000000000000000/analysis');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('game-not-found');
  });

  it(
    'a game played by the optimum: engine exact, every decision agreed, expected loss 0; kept, so the second answer is one read',
    { timeout: 120_000 },
    async () => {
      const { api } = ctx;
      const ann = await newPlayer(api, 'Ann');
      const gameId = await newGame(api, 'dice-kings', [ann]);
      await playByHint(api, gameId, ann.token);
      const first = await api.get(`/games/${gameId}/analysis`);
      expect(first.status).toBe(200);
      const mine = first.body.players[ann.playerId];
      expect(first.body).toMatchObject({ gameId, game: 'dice-kings' });
      expect(mine).toMatchObject({ engine: 'exact', expectedLoss: 0, mistakes: [] });
      expect(mine.decisions).toBeGreaterThanOrEqual(13);
      expect(mine.agreed).toBe(mine.decisions);
      const second = await api.get(`/games/${gameId}/analysis`, ann.token);
      expect(second.body).toEqual(first.body);
      expect(dynamoRequests(second.headers)).toBe(1);
      expect(dynamoRequests(first.headers)).toBeGreaterThan(1);
    },
  );

  it(
    'a box scored against the optimum is a mistake, with the move played and the better one as command bodies',
    { timeout: 120_000 },
    async () => {
      const { api } = ctx;
      const ann = await newPlayer(api, 'Ann');
      // A fresh pad's first roll 1 3 4 5 6: chance scores 19 now, far less than the optimum expects.
      const gameId = await newGame(api, 'dice-kings', [ann], { rig: { dice: [[1, 3, 4, 5, 6]] } });
      const started = (await api.get(`/games/${gameId}`)).body.version;
      // The first roll is the hint's (the only move); the decision after it is the mistake.
      await playByHint(api, gameId, ann.token, { [started + 1]: { type: 'score', box: 'chance' } });
      const { body } = await api.get(`/games/${gameId}/analysis`);
      const mine = body.players[ann.playerId];
      expect(mine.decisions - mine.agreed).toBe(1);
      expect(mine.mistakes).toHaveLength(1);
      const [mistake] = mine.mistakes;
      expect(mistake).toMatchObject({ version: started + 2, played: { type: 'score', box: 'chance' } });
      expect(mistake.best).not.toEqual(mistake.played);
      expect(mistake.loss).toBeGreaterThan(1);
      expect(mine.expectedLoss).toBeCloseTo(mistake.loss, 9);
    },
  );
});
