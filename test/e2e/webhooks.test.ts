/**
 * Webhooks end to end: the local server, a real receiver on 127.0.0.1, whole games over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { countRequests } from '../../functions/adapters/dynamo.ts';
import { runCommand } from '../../functions/games/command-service.ts';
import { play } from '../../domain/platform/index.ts';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';
import { startReceiver } from '../webhooks/receiver.ts';
import { webhooksSettled } from '../webhooks/settle.ts';
import { BOXES } from '../../domain/dice-kings/boxes.ts';

const ctx = useTestStack({ testHooks: false });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/ann': () => ({ status: 204 }), '/bob': () => ({ status: 200 }), '/cat': () => ({ status: 200 }) });
});
afterAll(() => receiver.stop());

describe('webhooks end to end', () => {
  it('a whole game sends game.started, turn.started for each turn and game.ended, each signed with the subscription secret', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const annHook = await api.post('/webhooks', { url: receiver.url('/ann'), events: ['*'] }, ann.token);
    const bobHook = await api.post('/webhooks', { url: receiver.url('/bob'), events: ['game.ended'] }, bob.token);
    expect(annHook.status).toBe(201);
    expect(annHook.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(bobHook.status).toBe(201);

    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    for (const box of BOXES)
      for (const player of [ann, bob]) {
        expect((await api.post(`/games/${gameId}/commands`, { type: 'roll' }, player.token)).status).toBe(200);
        expect((await api.post(`/games/${gameId}/commands`, { type: 'score', box }, player.token)).status).toBe(200);
      }
    const final = await api.get(`/games/${gameId}`);
    expect(final.body.status).toBe('ended');
    await webhooksSettled(api);

    const annVerifier = new Webhook(annHook.body.secret);
    const annEvents = receiver.at('/ann').map(
      (r) =>
        annVerifier.verify(r.body, r.headers as Record<string, string>) as {
          id: string;
          type: string;
          timestamp: string;
          data: Record<string, any>;
        },
    );
    for (const r of receiver.at('/ann')) expect(JSON.parse(r.body).id).toBe(r.headers['webhook-id']);
    // Deliveries may arrive in any order; the version orders them.
    const ordered = annEvents
      .filter((e) => e.data.gameId === gameId)
      .sort((a, b) => a.data.version - b.data.version || order(a.type) - order(b.type));
    expect(ordered.map((e) => e.type)).toEqual(['game.started', ...Array(26).fill('turn.started'), 'game.ended']);
    const turns = ordered.filter((e) => e.type === 'turn.started');
    expect(turns.map((t) => t.data.playerId)).toEqual(Array.from({ length: 26 }, (_, i) => (i % 2 === 0 ? ann.playerId : bob.playerId)));
    expect(turns[0]!.data).toMatchObject({ step: 'roll', awaiting: [ann.playerId] });
    expect(Date.parse(turns[0]!.data.deadline)).toBe(Date.parse(turns[0]!.timestamp) + 60_000);
    expect(ordered.at(-1)!.data.result).toEqual(final.body.result);
    expect(new Set(ordered.map((e) => e.id)).size).toBe(ordered.length);

    const bobEvents = receiver
      .at('/bob')
      .map((r) => new Webhook(bobHook.body.secret).verify(r.body, r.headers as Record<string, string>) as { type: string });
    expect(bobEvents.map((e) => e.type)).toEqual(['game.ended']);
    // Signed with Ann's secret, Bob's deliveries do not verify: secrets are per subscription.
    expect(() => annVerifier.verify(receiver.at('/bob')[0]!.body, receiver.at('/bob')[0]!.headers as Record<string, string>)).toThrow();

    const log = await api.get(`/webhooks/${annHook.body.id}/deliveries?limit=100`, ann.token);
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toHaveLength(28);
    expect(
      log.body.deliveries.every((d: { outcome: string; statusCode: number }) => d.outcome === 'delivered' && d.statusCode === 204),
    ).toBe(true);
    const times = log.body.deliveries.map((d: { at: string }) => d.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('a webhook never delays a command: with a subscription the command path still sends its one PutItem (the game known warm), and nothing for webhooks', async () => {
    const { api } = ctx;
    const cat = await newPlayer(api, 'Cat');
    const dan = await newPlayer(api, 'Dan');
    const plain = await newGame(api, 'dice-kings', [dan]);
    expect((await api.post('/webhooks', { url: receiver.url('/cat'), events: ['*'] }, cat.token)).status).toBe(201);
    const subscribed = await newGame(api, 'dice-kings', [cat]);
    await webhooksSettled(api);

    const roll = (gameId: string, playerId: string) =>
      countRequests(() =>
        runCommand(gameId, { actor: playerId, decide: (s, now, draws) => play(s, { type: 'roll' }, playerId, now, draws) }),
      );
    const without = await roll(plain, dan.playerId);
    const before = receiver.at('/cat').length;
    const withHook = await roll(subscribed, cat.playerId);
    expect(without.requests).toEqual({ PutItem: 1 });
    expect(withHook.requests).toEqual(without.requests);

    // Over HTTP the same: Server-Timing counts the handler's own requests (the write, the cached token a condition of it).
    const reply = await api.post(`/games/${subscribed}/commands`, { type: 'score', box: 'chance' }, cat.token);
    expect(reply.headers.get('server-timing')).toMatch(/^dynamodb;desc="1 requests";/);

    // And yet the webhooks come, from the stream: the score began Cat's next turn.
    await webhooksSettled(api);
    const types = receiver
      .at('/cat')
      .slice(before)
      .map((r) => JSON.parse(r.body) as { type: string; data: { version: number } });
    expect(types.map((t) => `${t.type}@${t.data.version}`)).toContain(`turn.started@${reply.body.version}`);
  });

  it('lists, refuses and deletes subscriptions; another player cannot see or delete them', async () => {
    const { api } = ctx;
    const eve = await newPlayer(api, 'Eve');
    const fay = await newPlayer(api, 'Fay');
    const made = await api.post('/webhooks', { url: receiver.url('/ann'), events: ['turn.started', 'game.ended'] }, eve.token);
    const listed = await api.get('/webhooks', eve.token);
    expect(listed.body.webhooks).toEqual([
      {
        id: made.body.id,
        url: receiver.url('/ann'),
        events: ['turn.started', 'game.ended'],
        createdAt: made.body.createdAt,
        enabled: true,
        disabledReason: null,
      },
    ]);
    expect(listed.text).not.toContain('whsec_');
    expect((await api.get('/webhooks', fay.token)).body.webhooks).toEqual([]);

    for (const reply of [
      await api.get(`/webhooks/${made.body.id}/deliveries`, fay.token),
      await api.request('DELETE', `/webhooks/${made.body.id}`, { token: fay.token }),
      await api.request('DELETE', '/webhooks/wh_nothing', { token: eve.token }),
      // An id far longer than any key DynamoDB takes is simply not found, not a server error.
      await api.get(`/webhooks/${'x'.repeat(2000)}/deliveries`, eve.token),
      await api.request('DELETE', `/webhooks/${'x'.repeat(2000)}`, { token: eve.token }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('webhook-not-found');
    }
    const bad = await api.post('/webhooks', { url: receiver.url('/ann'), events: ['turn.ended'] }, eve.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid-request');
    const notUrl = await api.post('/webhooks', { url: 'not a url', events: ['*'] }, eve.token);
    expect(notUrl.status).toBe(422);
    expect(notUrl.body).toMatchObject({ code: 'invalid-webhook-url', detail: '"not a url" is not an absolute URL.' });
    const cursor = Buffer.from(JSON.stringify({ pk: 'WEBHOOK#other', sk: 'DELIVERY#x' })).toString('base64url');
    expect((await api.get(`/webhooks/${made.body.id}/deliveries?cursor=${cursor}`, eve.token)).body.code).toBe('invalid-request');
    expect((await api.post('/webhooks', { url: receiver.url('/ann'), events: ['*'] })).status).toBe(401);

    const deleted = await api.request('DELETE', `/webhooks/${made.body.id}`, { token: eve.token });
    expect(deleted.status).toBe(204);
    expect((await api.get('/webhooks', eve.token)).body.webhooks).toEqual([]);
  });
});

function order(type: string): number {
  return ['game.started', 'turn.started', 'game.ended'].indexOf(type);
}
