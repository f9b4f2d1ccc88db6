/**
 * POST /players/me/token over HTTP: the new token works and the one it replaced stops at once,
 * also where a warm function still caches the old one (docs/contract.md, Players). Its
 * Idempotency-Key's retries with the replaced token: test/e2e/lost-answers.test.ts; how long
 * they are answered (docs/contract.md, Commands: only while the new token is unused, and within
 * 10 minutes of the rotation), here, with the server's clock moved by the test hook.
 */
import { DeleteCommand } from '../../../functions/adapters/documents.ts';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../../../functions/adapters/dynamo.ts';
import { readKeys } from '../../../functions/adapters/read-keys.ts';
import { tableNames } from '../../../functions/adapters/tables.ts';
import { hashToken } from '../../../functions/players/players.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();

describe('POST /players/me/token', () => {
  it('answers a new token for the same player; the one used for the call stops working at once, on every route', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const rotated = await api.post('/players/me/token', undefined, ann.token);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ playerId: ann.playerId, token: expect.stringMatching(/^oct_/) });
    expect(rotated.body.token).not.toBe(ann.token);

    for (const reply of [
      await api.get('/players/me', ann.token),
      await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token),
      await api.get(`/games/${gameId}`, ann.token),
      await api.get('/players/me/games', ann.token),
      await api.post('/players/me/token', undefined, ann.token),
    ])
      expect([reply.status, reply.body.code]).toEqual([401, 'unauthenticated']);

    expect((await api.get('/players/me', rotated.body.token)).body).toEqual({ playerId: ann.playerId, name: 'Ann', appId: null });
    const roll = await api.post(`/games/${gameId}/commands`, { type: 'roll' }, rotated.body.token);
    expect([roll.status, roll.body.version]).toEqual([200, 3]);
  });

  it('two replacements with the same token at once: one answers the new token, the other 401', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const replies = await Promise.all([
      api.post('/players/me/token', undefined, ann.token),
      api.post('/players/me/token', undefined, ann.token),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = replies.find((r) => r.status === 200)!;
    expect((await api.get('/players/me', winner.body.token)).status).toBe(200);
  });

  it('two replacements with the same token and the same Idempotency-Key at once are answered as one: the same new token, which works', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const key = { 'idempotency-key': 'rotate-together' };
    const replies = await Promise.all([
      api.post('/players/me/token', undefined, ann.token, key),
      api.post('/players/me/token', undefined, ann.token, key),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies.map((r) => r.headers.get('idempotent-replayed')).sort()).toEqual([null, 'true']);
    expect(replies[1]!.body).toEqual(replies[0]!.body);
    expect((await api.get('/players/me', replies[0]!.body.token)).status).toBe(200);
  });

  it('the key sent again by the same player with the token it answered replays that answer: nothing is replaced twice', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const key = { 'idempotency-key': 'rotate-and-again' };
    const first = await api.post('/players/me/token', undefined, ann.token, key);
    const again = await api.post('/players/me/token', undefined, first.body.token, key);
    expect([again.status, again.headers.get('idempotent-replayed'), again.body]).toEqual([200, 'true', first.body]);
    expect((await api.get('/players/me', first.body.token)).status).toBe(200);
  });

  it("a token replaced on another warm function, still in this one's cache, stops a command at once: its own write checks the token", async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    // The command rests on this function's cache from now on.
    expect((await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token)).status).toBe(200);
    // Replaced elsewhere: the token's item is gone, this function's cache is left as it was.
    await dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.token(hashToken(ann.token)) }));

    const legal = await api.post(`/games/${gameId}/commands`, { type: 'score', box: 'chance' }, ann.token);
    expect([legal.status, legal.body.code]).toEqual([401, 'unauthenticated']);
    expect((await api.get(`/games/${gameId}`)).body.version).toBe(3);
    // A command that writes nothing (refused, or a no-op) reads the token before answering.
    const refused = await api.post(`/games/${gameId}/commands`, { type: 'roll', keep: [0, 1, 2, 3, 4] }, ann.token);
    expect([refused.status, refused.body.code]).toEqual([401, 'unauthenticated']);
    for (const path of ['start', 'leave', 'resign']) {
      const reply = await api.post(`/games/${gameId}/${path}`, undefined, ann.token);
      expect([path, reply.status, reply.body.code]).toEqual([path, 401, 'unauthenticated']);
    }
  });

  describe("a keyed rotation's retry with the token it replaced (a leaked token and the key)", () => {
    const rotate = (token: string, key: string) => ctx.api.post('/players/me/token', undefined, token, { 'idempotency-key': key });
    const advance = (advanceSeconds: number) => ctx.api.post('/test/clock', { advanceSeconds });

    /** The new token works, the replaced one does not, and the name is as it was: the refused retry changed nothing. */
    async function unchanged(player: { playerId: string; token: string; name: string }, newToken: string) {
      expect((await ctx.api.get('/players/me', newToken)).body).toEqual({ playerId: player.playerId, name: player.name, appId: null });
      expect((await ctx.api.get('/players/me', player.token)).status).toBe(401);
    }

    it('answers the new token while it is unused; after its first use, 401 unauthenticated, and nothing changes', async () => {
      const ann = await newPlayer(ctx.api, 'Ann');
      const first = await rotate(ann.token, 'rotate-then-use');
      expect(first.status).toBe(200);
      const replayed = await rotate(ann.token, 'rotate-then-use');
      expect([replayed.status, replayed.headers.get('idempotent-replayed'), replayed.body]).toEqual([200, 'true', first.body]);

      // Ann uses her new token: from now on the old one and the key are worth nothing.
      expect((await ctx.api.get('/players/me', first.body.token)).status).toBe(200);
      for (let i = 0; i < 2; i++) {
        const refused = await rotate(ann.token, 'rotate-then-use');
        expect([refused.status, refused.body.code, refused.body.token]).toEqual([401, 'unauthenticated', undefined]);
      }
      await unchanged(ann, first.body.token);
    });

    it("answers the new token within 10 minutes of the rotation on the server's clock; after them, 401 unauthenticated, and nothing changes", async () => {
      const bob = await newPlayer(ctx.api, 'Bob');
      const first = await rotate(bob.token, 'rotate-then-wait');
      expect(first.status).toBe(200);
      expect((await advance(9 * 60)).status).toBe(200);
      const replayed = await rotate(bob.token, 'rotate-then-wait');
      expect([replayed.status, replayed.body]).toEqual([200, first.body]);

      expect((await advance(60 + 1)).status).toBe(200);
      const refused = await rotate(bob.token, 'rotate-then-wait');
      expect([refused.status, refused.body.code, refused.body.token]).toEqual([401, 'unauthenticated', undefined]);
      await unchanged(bob, first.body.token);
    });
  });
});
