/**
 * docs/contract.md, Live updates: "When the token a subscription was made with stops working
 * (rotated), the server sends { type: error, code: unauthenticated, gameId } for each such game
 * within a second and nothing more of them."
 */
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { LiveClient, liveSettled, playDiceKings } from '../../support/live-client.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
const clients: LiveClient[] = [];
afterAll(() => Promise.all(clients.map((c) => c.close())));
const open = async () => {
  const client = await LiveClient.open(ctx.api);
  clients.push(client);
  return client;
};

describe('a follower lives no longer than its token', () => {
  it('after POST /players/me/token: `unauthenticated` for each game followed with the old token within a second, then nothing more of them; other followers go on', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const games = [await newGame(api, 'dice-kings', [ann, bob]), await newGame(api, 'dice-kings', [ann, bob])];
    const annLive = await open();
    const bobLive = await open();
    for (const gameId of games) {
      expect((await annLive.subscribe(gameId, { token: ann.token })).type).toBe('subscribed');
      expect((await bobLive.subscribe(gameId, { token: bob.token })).type).toBe('subscribed');
    }
    // A spectator on Ann's connection is no follower of her token.
    const watched = await newGame(api, 'dice-kings', [bob]);
    expect((await annLive.subscribe(watched)).type).toBe('subscribed');

    const since = annLive.received.length;
    const reply = await api.post('/players/me/token', undefined, ann.token);
    expect(reply.status).toBe(200);
    const rotated = performance.now();
    for (const gameId of games) {
      const error = await annLive.next((m) => m.type === 'error' && m.gameId === gameId, { since, timeoutMs: 5_000 });
      expect(error).toMatchObject({ type: 'error', code: 'unauthenticated', gameId, detail: expect.any(String) });
    }
    expect(performance.now() - rotated, "both within a second of the rotation's answer").toBeLessThan(1_000);

    const [one, two] = await Promise.all(
      games.map((gameId) =>
        playDiceKings(
          api,
          gameId,
          [ann, bob].map((p) => (p === ann ? { ...ann, token: reply.body.token } : p)),
          2,
        ),
      ),
    );
    const spectated = await playDiceKings(api, watched, [bob], 1);
    await annLive.untilVersion(watched, spectated);
    await bobLive.untilVersion(games[0]!, one!);
    await bobLive.untilVersion(games[1]!, two!);
    await liveSettled(api);
    const after = annLive.received.slice(since);
    expect(
      after.filter((m) => games.includes(m.gameId)).map((m) => m.type),
      'nothing more of them',
    ).toEqual(['error', 'error']);
    // The new token follows the game again.
    expect((await annLive.subscribe(games[0]!, { token: reply.body.token })).type).toBe('subscribed');
  });
});
