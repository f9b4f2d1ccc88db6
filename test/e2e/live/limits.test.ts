/**
 * docs/contract.md, Live updates: "A connection that sends more than 20 messages a second, or
 * leaves more than 1 MB of what it is sent unread, is closed with code 1008; it never slows
 * anyone else down." Against the local server: flooding clients, some of which never read,
 * while /health and another follower go on. Every loop is bounded in count and time.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { LiveRouteEntry } from '../../../functions/live/routes.ts';
import { LocalLiveServer, MAX_UNREAD_BYTES } from '../../../infra/local/live-server.ts';
import { LiveClient, playDiceKings } from '../../support/live-client.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
const clients: LiveClient[] = [];
afterAll(() => Promise.all(clients.map((c) => c.close())));
const open = async () => {
  const client = await LiveClient.open(ctx.api);
  clients.push(client);
  return client;
};

/** Stops reading the socket: what the server sends stays in its buffers. */
const stopReading = (ws: WebSocket) => (ws as unknown as { _socket: { pause(): void } })._socket.pause();

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;

describe('a connection is held to its limits (docs/contract.md, Live updates)', () => {
  it('21 messages within a second: closed with 1008; 20 a second go on being answered', async () => {
    const flooding = await open();
    for (let i = 0; i < 21; i++) flooding.send({ action: 'ping' });
    expect((await flooding.whenClosed()).code).toBe(1008);

    const steady = await open();
    // 20 at once, then after a second 20 more: never more than 20 within a second.
    for (let i = 0; i < 20; i++) steady.send({ action: 'ping' });
    await expect.poll(() => steady.received.filter((m) => m.type === 'pong').length, { timeout: 10_000 }).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await steady.ask({ action: 'ping' }, 'pong')).toEqual({ type: 'pong' });
    expect(steady.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('a flood of 40 clients sending 400 pings each, half of which never read: each is closed, /health stays as fast as before (within the second of docs/contract.md, Service, or twice its time before on this busy machine), a follower gets its update', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const bob = await newPlayer(api, 'Bob');
    const gameId = await newGame(api, 'dice-kings', [ann, bob]);
    const follower = await open();
    expect((await follower.subscribe(gameId)).type).toBe('subscribed');

    const timeHealth = async (samples: number[]) => {
      const started = performance.now();
      expect((await api.get('/health')).status).toBe(200);
      samples.push(performance.now() - started);
    };
    const before: number[] = [];
    for (let i = 0; i < 20; i++) await timeHealth(before);

    const flooders = await Promise.all(Array.from({ length: 40 }, open));
    flooders.forEach((c, i) => i % 2 === 0 && stopReading(c.ws));
    const health: number[] = [];
    const flood = flooders.map(async (c) => {
      for (let i = 0; i < 400 && c.ws.readyState === WebSocket.OPEN; i++) {
        c.send({ action: 'ping' });
        if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline && health.length < 20) await timeHealth(health);
    await Promise.all(flood);
    const latest = await playDiceKings(api, gameId, [ann, bob], 1);
    expect((await follower.untilVersion(gameId, latest, 5_000)).version).toBe(latest);
    expect(quantile(health, 0.99), `/health during the flood (ms): ${health.map(Math.round).join(' ')}`).toBeLessThan(
      Math.max(1_000, 2 * quantile(before, 0.99)),
    );
    for (const [i, c] of flooders.entries()) {
      if (i % 2 === 0) (c.ws as unknown as { _socket: { resume(): void } })._socket.resume();
      const { code } = await c.whenClosed();
      // One that did not read may find its socket cut before it reads the close frame.
      expect(i % 2 === 0 ? [1008, 1006] : [1008]).toContain(code);
    }
  });
});

describe('a client that does not read what it is sent', () => {
  let server: Server;
  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it('is closed once more than 1 MB waits for it: the posts to it stop at once and nobody waits on it', async () => {
    // The server alone, with routes that only learn the connection's id.
    const ids: string[] = [];
    const answer = async () => ({ statusCode: 200 });
    const routes = (['$connect', '$disconnect', '$default'] as const).map((routeKey): LiveRouteEntry => ({
      name: routeKey.slice(1),
      route: { routeKey, handle: async () => undefined },
      handler: async (event) => {
        if (routeKey === '$connect') ids.push(event.requestContext.connectionId);
        return answer();
      },
    }));
    server = createServer();
    const live = new LocalLiveServer(server, routes);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`);
    await new Promise((resolve) => ws.once('open', resolve));
    stopReading(ws);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    const message = JSON.stringify({ type: 'update', padding: 'x'.repeat(64 * 1024) });
    let posted = 0;
    const started = performance.now();
    // Bounded: 400 posts of 64 KB (25 MB) at most; the kernel's buffers take some before the server's fill.
    while (posted < 400 && (await live.post(ids[0]!, message)) === 'sent') posted++;
    expect(performance.now() - started, 'no post waited for the client').toBeLessThan(5_000);
    expect(posted * message.length).toBeGreaterThan(MAX_UNREAD_BYTES);
    expect(posted).toBeLessThan(400);
    expect(await live.post(ids[0]!, message)).toBe('gone');
    (ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect([1008, 1006]).toContain(await closed);
    await live.close();
  });
});
