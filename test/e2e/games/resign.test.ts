/**
 * POST /games/{id}/resign over HTTP: the rulings as a client sees them, the player.resigned
 * webhook, and the leaderboards under resignations (counted for everyone, the resigned score
 * not a best score), rebuilt from the events to the same boards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { rebuildLeaderboards } from '../../../functions/leaderboards/rebuild.ts';
import { newGame, newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { startReceiver } from '../../webhooks/receiver.ts';
import { webhooksSettled } from '../../webhooks/settle.ts';

const ctx = useTestStack();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/resigned': () => ({ status: 204 }), '/all': () => ({ status: 204 }) });
});
afterAll(() => receiver.stop());

async function command(api: Api, gameId: string, token: string, body: object) {
  const reply = await api.post(`/games/${gameId}/commands`, body, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.game;
}

const resign = (api: Api, gameId: string, token: string) => api.post(`/games/${gameId}/resign`, undefined, token);

describe('resigning over HTTP', () => {
  it('Quicks: a resigned player counts as having passed in step white; a resigning thrower ends the turn, and the next seat still playing throws', async () => {
    const { api } = ctx;
    const [ann, bob, cy, dee] = await Promise.all(['Ann', 'Bob', 'Cy', 'Dee'].map((n) => newPlayer(api, n)));
    const gameId = await newGame(api, 'quicks', [ann!, bob!, cy!, dee!], { rig: { dice: [[3, 4, 1, 2, 5, 6]] } });
    await command(api, gameId, ann!.token, { type: 'throw' });
    for (const player of [ann!, bob!, dee!]) await command(api, gameId, player.token, { type: 'pass' });
    const cyResigned = await resign(api, gameId, cy!.token);
    expect(cyResigned.status).toBe(200);
    expect(cyResigned.body.players.map((p: { resigned: boolean }) => p.resigned)).toEqual([false, false, true, false]);
    expect(cyResigned.body.turn).toMatchObject({ playerId: ann!.playerId, step: 'colour', awaiting: [ann!.playerId] });
    await command(api, gameId, ann!.token, { type: 'pass' });
    // Bob throws, then resigns before anyone decides: his turn ends with no penalty, and Dee, not Cy, throws next.
    await command(api, gameId, bob!.token, { type: 'throw' });
    const bobResigned = (await resign(api, gameId, bob!.token)).body;
    expect(bobResigned.turn).toMatchObject({ playerId: dee!.playerId, step: 'throw', awaiting: [dee!.playerId] });
    expect(bobResigned.board.sheets[bob!.playerId].penalties).toBe(0);
    expect(bobResigned.board.dice).toBeNull();
  });

  it('refuses in the lobby (409 not-started), after the end (409 game-over) and for a player not seated (403 not-seated); twice is a no-op', async () => {
    const { api } = ctx;
    const [ann, bob, cy, dee] = await Promise.all(['Ann', 'Bob', 'Cy', 'Dee'].map((n) => newPlayer(api, n)));
    const gameId = await newGame(api, 'rummiduck', [ann!, bob!, cy!], { start: false });
    expect((await resign(api, gameId, bob!.token)).body.code).toBe('not-started');
    await api.post(`/games/${gameId}/start`, undefined, ann!.token);
    const first = await resign(api, gameId, cy!.token);
    const again = await resign(api, gameId, cy!.token);
    expect([again.status, again.body.version]).toEqual([200, first.body.version]);
    const outsider = await resign(api, gameId, dee!.token);
    expect([outsider.status, outsider.body.code]).toEqual([403, 'not-seated']);
    expect((await resign(api, gameId, ann!.token)).body.status).toBe('ended');
    const late = await resign(api, gameId, bob!.token);
    expect([late.status, late.body.code]).toEqual([409, 'game-over']);
    expect((await resign(api, 'g_nosuchgame', bob!.token)).status).toBe(404);
    // The resignation is an event of its own in the stream, public to everyone.
    const events = (await api.get(`/games/${gameId}/events`)).body.events;
    expect(events.filter((e: { type: string }) => e.type === 'PlayerResigned').map((e: { playerId: string }) => e.playerId)).toEqual([
      cy!.playerId,
      ann!.playerId,
    ]);
  });

  it('Resigning ruling 7: a player.resigned webhook names the player; the game.ended that follows carries the result', async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((n) => newPlayer(api, n)));
    const only = await api.post('/webhooks', { url: receiver.url('/resigned'), events: ['player.resigned'] }, ann!.token);
    const all = await api.post('/webhooks', { url: receiver.url('/all'), events: ['*'] }, bob!.token);
    const gameId = await newGame(api, 'dice-kings', [ann!, bob!]);
    const ended = (await resign(api, gameId, bob!.token)).body;
    await webhooksSettled(api);
    const verified = (path: string, secret: string) =>
      receiver
        .at(path)
        .map(
          (r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> },
        )
        .filter((e) => e.data.gameId === gameId);
    expect(verified('/resigned', only.body.secret)).toEqual([
      {
        id: expect.any(String),
        type: 'player.resigned',
        timestamp: expect.any(String),
        data: { gameId, version: ended.version, playerId: bob!.playerId },
      },
    ]);
    const bobs = verified('/all', all.body.secret);
    expect(
      bobs
        .filter((e) => e.data.version === ended.version)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['game.ended', 'player.resigned']);
    expect(bobs.find((e) => e.type === 'game.ended')!.data.result).toEqual({
      winners: [ann!.playerId],
      scores: { [ann!.playerId]: 0, [bob!.playerId]: 0 },
    });
  });

  it("Resigning ruling 6: the game counts as played for everyone seated, a resigned player's score not toward their best; the rebuild from the events gives the same boards", async () => {
    const { api } = ctx;
    const [ann, bob, cy] = await Promise.all(['Ann', 'Bob', 'Cy'].map((n) => newPlayer(api, n)));
    // Bob fills chance with 30, more than Ann ever scores here, then resigns: Ann wins with 15.
    const first = await newGame(api, 'dice-kings', [ann!, bob!], {
      rig: {
        dice: [
          [1, 2, 3, 4, 5],
          [6, 6, 6, 6, 6],
        ],
      },
    });
    await command(api, first, ann!.token, { type: 'roll' });
    await command(api, first, ann!.token, { type: 'score', box: 'chance' });
    await command(api, first, bob!.token, { type: 'roll' });
    await command(api, first, bob!.token, { type: 'score', box: 'chance' });
    expect((await resign(api, first, bob!.token)).body.result).toEqual({
      winners: [ann!.playerId],
      scores: { [ann!.playerId]: 15, [bob!.playerId]: 30 },
    });
    // Cy resigns a solitaire game at once: played, no winner, no score to count.
    const solitaire = await newGame(api, 'dice-kings', [cy!]);
    expect((await resign(api, solitaire, cy!.token)).body.result).toEqual({ winners: [], scores: { [cy!.playerId]: 0 } });
    // Bob plays again without resigning, and Cy resigns against him: Bob wins on 0.
    const third = await newGame(api, 'dice-kings', [bob!, cy!]);
    await resign(api, third, cy!.token);
    await api.stack.settled();

    const board = async () => (await api.get('/leaderboards/dice-kings')).body.entries;
    const counted = await board();
    expect(
      counted.map((e: { name: string; bestScore: number; wins: number; games: number }) => [e.name, e.bestScore, e.wins, e.games]),
    ).toEqual(
      expect.arrayContaining([
        ['Ann', 15, 1, 1],
        ['Bob', 0, 1, 2],
      ]),
    );
    // Cy only ever resigned: his games count, but there is no best score of his to show.
    expect(counted.map((e: { name: string }) => e.name)).not.toContain('Cy');
    await rebuildLeaderboards();
    expect(await board()).toEqual(counted);
  });
});
