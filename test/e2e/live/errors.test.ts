/**
 * What the live-updates server answers to what it cannot take: an `error` message with the
 * contract's code, and the connection stays open (a `ping` is still answered). Also the
 * limit of 20 games a connection, and the close of an idle connection.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LiveClient } from '../../support/live-client.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { newGame, newPlayer, startTestStack, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
const clients: LiveClient[] = [];
const open = async (url?: string) => {
  const client = await LiveClient.open(url ?? ctx.api);
  clients.push(client);
  return client;
};
afterAll(() => Promise.all(clients.map((c) => c.close())));

const stillOpen = async (client: LiveClient) => expect(await client.ask({ action: 'ping' }, 'pong')).toEqual({ type: 'pong' });

describe('live updates refuse what they cannot take, and the connection stays open', () => {
  it.each([
    ['not JSON', 'hello', undefined],
    ['JSON that is no object', '[1,2]', undefined],
    ['no action', { gameId: 'g_1' }, 'g_1'],
    ['an unknown action', { action: 'dance', gameId: 'g_1' }, 'g_1'],
    ['a subscribe without a game', { action: 'subscribe' }, undefined],
    ['an `after` that is not a version', { action: 'subscribe', gameId: 'g_1', after: -1 }, 'g_1'],
    ['an unknown key', { action: 'subscribe', gameId: 'g_1', from: 3 }, 'g_1'],
    ['an unsubscribe without a game', { action: 'unsubscribe' }, undefined],
    ['a ping with something else', { action: 'ping', extra: true }, undefined],
  ])('%s: invalid-request', async (_, message, gameId) => {
    const client = await open();
    const error = await client.ask(message, 'error');
    expect(error).toMatchObject({ type: 'error', code: 'invalid-request', detail: expect.any(String) });
    expect(error.gameId).toBe(gameId);
    await stillOpen(client);
  });

  it('an unknown game: game-not-found, naming it; an unknown token: unauthenticated; `after` past the game: invalid-request', async () => {
    const ann = await newPlayer(ctx.api, 'Ann');
    const gameId = await newGame(ctx.api, 'dice-kings', [ann]);
    const client = await open();
    expect(await client.subscribe('g_nope')).toMatchObject({
      type: 'error',
      code: 'game-not-found',
      gameId: 'g_nope',
      detail: 'No game has the id g_nope.',
    });
    expect(await client.subscribe(gameId, { token: 'oct_not-a-token' })).toMatchObject({ type: 'error', code: 'unauthenticated', gameId });
    expect(await client.subscribe(gameId, { after: 99 })).toMatchObject({
      type: 'error',
      code: 'invalid-request',
      gameId,
      detail: 'The game is at version 2; "after" cannot be 99.',
    });
    await stillOpen(client);
    // None of the refusals left a subscription behind.
    expect(await client.subscribe(gameId)).toEqual({ type: 'subscribed', gameId, version: 2 });
  });

  it('following a game twice on one connection: invalid-request; the first subscription goes on', async () => {
    const ann = await newPlayer(ctx.api, 'Ann');
    const gameId = await newGame(ctx.api, 'dice-kings', [ann]);
    const client = await open();
    await client.subscribe(gameId);
    expect(await client.subscribe(gameId, { after: 0 })).toMatchObject({ type: 'error', code: 'invalid-request', gameId });
    const reply = await ctx.api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    expect((await client.untilVersion(gameId, reply.body.version)).version).toBe(3);
    expect(client.updates(gameId).map((u) => u.version)).toEqual([3]);
  });

  it('a connection follows up to 20 games: the 21st is invalid-request, until it unsubscribes from one', async () => {
    const ann = await newPlayer(ctx.api, 'Ann');
    const games = [];
    for (let i = 0; i < 21; i++) games.push(await newGame(ctx.api, 'dice-kings', [ann], { start: false }));
    const client = await open();
    for (const gameId of games.slice(0, 20)) expect((await client.subscribe(gameId)).type).toBe('subscribed');
    // Within the 20 messages a second a connection may send (docs/contract.md, Live updates).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await client.subscribe(games[20]!)).toMatchObject({
      type: 'error',
      code: 'invalid-request',
      gameId: games[20],
      detail: 'A connection may follow at most 20 games; unsubscribe from one first.',
    });
    await client.ask({ action: 'unsubscribe', gameId: games[0] }, 'unsubscribed');
    expect((await client.subscribe(games[20]!)).type).toBe('subscribed');
    // The limit is per connection.
    expect((await (await open()).subscribe(games[1]!)).type).toBe('subscribed');
  });

  it('only /ws takes WebSocket connections: an upgrade elsewhere is a problem+json 404 with its request id', async () => {
    const ws = new WebSocket(`${ctx.api.url.replace(/^http/, 'ws')}/games`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('open', () => resolve(undefined));
      ws.on('error', () => undefined);
    });
    ws.terminate();
    expect(status).toBe(404);

    for (const path of ['/games', '/health', '/ws/x', '/']) {
      const reply = await rawRequest(ctx.api.url, {
        send: `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      });
      expect([reply.status, reply.headers['content-type'], reply.body?.code], path).toEqual([
        404,
        'application/problem+json',
        'route-not-found',
      ]);
      expect(reply.headers['x-request-id'], path).toMatch(/\S/);
      expect(reply.body.requestId, path).toBe(reply.headers['x-request-id']);
      expect(reply.body.detail, path).toContain('/ws');
    }
  });
});

describe('idle connections', () => {
  it('a connection idle for the idle time is closed (1001); one that pings stays open', async () => {
    const api = await startTestStack({ liveIdleMs: 600 });
    try {
      const started = Date.now();
      const silent = await open(api.url.replace(/^http/, 'ws') + '/ws');
      const pinging = await open(api.url.replace(/^http/, 'ws') + '/ws');
      const pings = setInterval(() => pinging.send({ action: 'ping' }), 150);
      const closed = await silent.whenClosed();
      clearInterval(pings);
      expect(closed.code).toBe(1001);
      expect(Date.now() - started).toBeGreaterThanOrEqual(550);
      expect(pinging.ws.readyState).toBe(WebSocket.OPEN);
      await stillOpen(pinging);
    } finally {
      await api.stack.stop();
    }
  });
});
