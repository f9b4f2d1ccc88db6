/**
 * POST /games/{id}/leave and /rematch over HTTP: seats moving up, a cancelled game gone from the
 * lobby list and over for everyone, and one rematch per ended game however many ask at once.
 */
import { describe, expect, it } from 'vitest';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack();

const lobbyIds = async (api: Api) => (await api.get('/games?game=rummiduck&limit=100')).body.games as { gameId: string; players: number }[];

/** A Dice Kings game of two, ended by the second player's resignation. */
async function endedGame(api: Api) {
  const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
  const gameId = await newGame(api, 'dice-kings', [ann, bob], { config: { Columns: 3, TurnTime: 90 } });
  expect((await api.post(`/games/${gameId}/resign`, undefined, bob.token)).body.status).toBe('ended');
  return { ann, bob, gameId };
}

describe('leaving the lobby', () => {
  it("the seats after the caller's move up by one; a full game that loses a player is back on the lobby list", async () => {
    const { api } = ctx;
    const players = await Promise.all(['Ann', 'Bob', 'Cy', 'Dee'].map((n) => newPlayer(api, n)));
    const gameId = await newGame(api, 'rummiduck', players, { start: false });
    await api.stack.settled();
    expect((await lobbyIds(api)).map((g) => g.gameId)).not.toContain(gameId);
    const left = await api.post(`/games/${gameId}/leave`, undefined, players[1]!.token);
    expect(left.status).toBe(200);
    expect(left.body.players.map((p: { seat: number; name: string }) => [p.seat, p.name])).toEqual([
      [0, 'Ann'],
      [1, 'Cy'],
      [2, 'Dee'],
    ]);
    await api.stack.settled();
    expect((await lobbyIds(api)).find((g) => g.gameId === gameId)).toMatchObject({ players: 3 });
  });

  it('seat 0 leaving cancels the game: status cancelled, gone from the lobby list; joins, starts and commands get 409 game-over', async () => {
    const { api } = ctx;
    const [ann, bob, cy] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob'), newPlayer(api, 'Cy')]);
    const gameId = await newGame(api, 'rummiduck', [ann, bob], { start: false });
    await api.stack.settled();
    expect((await lobbyIds(api)).map((g) => g.gameId)).toContain(gameId);
    const cancelled = await api.post(`/games/${gameId}/leave`, undefined, ann.token);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', turn: null, result: null, board: null });
    await api.stack.settled();
    expect((await lobbyIds(api)).map((g) => g.gameId)).not.toContain(gameId);
    for (const [path, token, body] of [
      ['join', cy.token, undefined],
      ['start', ann.token, undefined],
      ['commands', bob.token, { type: 'draw' }],
      ['leave', bob.token, undefined],
    ] as const) {
      const reply = await api.post(`/games/${gameId}/${path}`, body, token);
      expect([path, reply.status, reply.body.code]).toEqual([path, 409, 'game-over']);
    }
    expect((await api.get(`/games/${gameId}`)).body.status).toBe('cancelled');
  });

  it('refuses a player not seated (403 not-seated) and a game that has started (409 already-started)', async () => {
    const { api } = ctx;
    const [ann, bob, cy] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob'), newPlayer(api, 'Cy')]);
    const gameId = await newGame(api, 'quicks', [ann, bob]);
    const outsider = await api.post(`/games/${gameId}/leave`, undefined, cy.token);
    expect([outsider.status, outsider.body.code]).toEqual([403, 'not-seated']);
    const started = await api.post(`/games/${gameId}/leave`, undefined, bob.token);
    expect([started.status, started.body.code]).toEqual([409, 'already-started']);
  });
});

describe('rematch', () => {
  it('both players of an ended game: the first makes one new lobby of the same game and config (201, seat 0), the second is seated in it (200)', async () => {
    const { api } = ctx;
    const { ann, bob, gameId } = await endedGame(api);
    const first = await api.post(`/games/${gameId}/rematch`, undefined, bob.token);
    expect(first.status).toBe(201);
    const old = (await api.get(`/games/${gameId}`)).body;
    expect(first.body).toMatchObject({
      game: 'dice-kings',
      status: 'lobby',
      config: old.config,
      players: [{ playerId: bob.playerId, seat: 0 }],
    });
    expect(old.rematch).toBe(first.body.gameId);
    const second = await api.post(`/games/${gameId}/rematch`, undefined, ann.token);
    expect(second.status).toBe(200);
    expect(second.body.gameId).toBe(first.body.gameId);
    expect(second.body.players.map((p: { playerId: string }) => p.playerId)).toEqual([bob.playerId, ann.playerId]);
    // Asking again changes nothing; the rematch is a game like any other, started by its seat 0.
    expect((await api.post(`/games/${gameId}/rematch`, undefined, ann.token)).body.version).toBe(second.body.version);
    expect((await api.post(`/games/${first.body.gameId}/start`, undefined, bob.token)).body.status).toBe('playing');
  });

  it('two players asking at once get the same new game', async () => {
    const { api } = ctx;
    const { ann, bob, gameId } = await endedGame(api);
    const replies = await Promise.all([
      api.post(`/games/${gameId}/rematch`, undefined, ann.token),
      api.post(`/games/${gameId}/rematch`, undefined, bob.token),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(new Set(replies.map((r) => r.body.gameId)).size).toBe(1);
    const made = (await api.get(`/games/${replies[0]!.body.gameId}`)).body;
    expect(made.players.map((p: { playerId: string }) => p.playerId).sort()).toEqual([ann.playerId, bob.playerId].sort());
    expect((await api.get(`/games/${gameId}`)).body.rematch).toBe(made.gameId);
  });

  it('before the end: 409 not-started in the lobby, 409 already-started in play; only players of the game (403 not-seated)', async () => {
    const { api } = ctx;
    const [ann, bob, cy] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob'), newPlayer(api, 'Cy')]);
    const gameId = await newGame(api, 'quicks', [ann, bob], { start: false });
    expect((await api.post(`/games/${gameId}/rematch`, undefined, ann.token)).body.code).toBe('not-started');
    await api.post(`/games/${gameId}/start`, undefined, ann.token);
    const playing = await api.post(`/games/${gameId}/rematch`, undefined, bob.token);
    expect([playing.status, playing.body.code]).toEqual([409, 'already-started']);
    const ended = await endedGame(api);
    const outsider = await api.post(`/games/${ended.gameId}/rematch`, undefined, cy.token);
    expect([outsider.status, outsider.body.code]).toEqual([403, 'not-seated']);
  });
});
