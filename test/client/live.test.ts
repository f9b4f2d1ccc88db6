/**
 * subscribe() (client/src/live.ts) against a server speaking docs/contract.md's live-updates protocol:
 * reconnecting without losing or repeating a version, and polling while the socket is away.
 * Node 20 has no global WebSocket: the ws package's is injected, as an application would.
 */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { WebSocket } from 'ws';
import { ApiError, Client, type LiveStatus, type Update } from '../../client/src/index.ts';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { fakeFetch, json } from './fake-fetch.ts';
import { startFakeLiveServer, viewAt, type FakeLiveServer } from './fake-live-server.ts';

const gameId = 'g_live';
const servers: FakeLiveServer[] = [];
const subscriptions: { close(): void }[] = [];
afterEach(async () => {
  subscriptions.splice(0).forEach((s) => s.close());
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** An HTTP side that knows nothing new (every poll 304): only the socket delivers. */
const quietHttp = () => fakeFetch(new Response(null, { status: 304 })).fetch;

function follow(client: Client, after?: number) {
  const updates: Update[] = [];
  const statuses: LiveStatus[] = [];
  const errors: unknown[] = [];
  const subscription = client.subscribe(gameId, {
    ...(after === undefined ? {} : { after }),
    onUpdate: (u) => updates.push(u),
    onStatus: (s) => statuses.push(s),
    onError: (e) => errors.push(e),
  });
  subscriptions.push(subscription);
  return { updates, statuses, errors, subscription, versions: () => updates.map((u) => u.version) };
}

const clientFor = (url: string, fetch: typeof globalThis.fetch) =>
  new Client({ baseUrl: 'http://api.test', token: 'tok', fetch, webSocketUrl: url, WebSocket, pollInterval: 50 });

describe('subscribe over the WebSocket', () => {
  it('reconnects by itself after drops, resubscribing after the last version seen: every version once, in order', async () => {
    const server = await startFakeLiveServer(gameId);
    servers.push(server);
    const live = follow(clientFor(server.url, quietHttp()), 0);
    await vi.waitFor(() => expect(live.statuses).toContain('live'));
    for (let round = 1; round <= 5; round++) {
      for (let i = 0; i < 3; i++) server.store();
      server.dropAll();
      // Stored while the client is away: its resubscription catches up on them.
      for (let i = 0; i < 2; i++) server.store();
      await vi.waitFor(() => expect(server.subscribedAfter).toHaveLength(round + 1), { timeout: 20_000 });
    }
    await vi.waitFor(() => expect(live.subscription.version).toBe(25));
    expect(live.versions()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(live.updates.every((u) => u.events.length === 1 && u.events[0]!.version === u.version && u.game.version === u.version)).toBe(
      true,
    );
    // The first subscribe asked for everything after 0; each resubscribe after what it had seen.
    expect(server.subscribedAfter[0]).toBe(0);
    const resubscribed = server.subscribedAfter.slice(1);
    expect(resubscribed.every((after) => after! > 0)).toBe(true);
    expect(resubscribed).toEqual([...resubscribed].sort((a, b) => a! - b!));
  });

  it('drops a version delivered twice', async () => {
    const server = await startFakeLiveServer(gameId, { duplicate: true });
    servers.push(server);
    const live = follow(clientFor(server.url, quietHttp()), 0);
    await vi.waitFor(() => expect(live.statuses).toContain('live'));
    for (let i = 0; i < 5; i++) server.store();
    await vi.waitFor(() => expect(live.subscription.version).toBe(5));
    // One socket keeps its order: once version 6 is in, every copy of 1 to 5 has come before it.
    server.store();
    await vi.waitFor(() => expect(live.subscription.version).toBe(6));
    expect(live.versions()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('without `after` it starts at the current version: nothing old', async () => {
    const server = await startFakeLiveServer(gameId);
    servers.push(server);
    server.store();
    server.store();
    const live = follow(clientFor(server.url, quietHttp()));
    await vi.waitFor(() => expect(live.subscription.version).toBe(2));
    server.store();
    await vi.waitFor(() => expect(live.versions()).toEqual([3]));
  });

  it("a refusal (another game's id) is raised as ApiError and ends the subscription", async () => {
    const server = await startFakeLiveServer('g_other');
    servers.push(server);
    const live = follow(clientFor(server.url, quietHttp()), 0);
    await vi.waitFor(() => expect(live.statuses.at(-1)).toBe('closed'));
    expect(live.errors[0]).toBeInstanceOf(ApiError);
    expect(live.errors[0]).toMatchObject({ code: 'game-not-found', status: 404 });
  });
});

describe('the polling fallback', () => {
  it('polls with If-None-Match while no socket can be opened, then goes live when one can, without repeating a version', async () => {
    let current = 2;
    const http = fakeFetch((request) => {
      if (request.url.pathname.endsWith('/events')) {
        const after = Number(request.url.searchParams.get('after'));
        const events = Array.from({ length: Math.max(0, current - after) }, (_, i) => ({ version: after + i + 1, type: 'Stored', at: '' }));
        return json(200, { events, nextAfter: null });
      }
      const etag = `"v${current}"`;
      return request.headers.get('if-none-match') === etag
        ? new Response(null, { status: 304, headers: { etag } })
        : json(200, viewAt(gameId, current), { etag });
    });
    const port = await freePort();
    const live = follow(clientFor(`ws://127.0.0.1:${port}/ws`, http.fetch), 0);

    await vi.waitFor(() => expect(live.versions()).toEqual([2]));
    expect(live.statuses).toContain('polling');
    expect(live.updates[0]!.events.map((e) => e.version)).toEqual([1, 2]);
    await vi.waitFor(() => expect(http.sent.some((s) => s.headers.get('if-none-match') === '"v2"')).toBe(true));

    // The socket comes up (the server has stored nothing since): the client resubscribes after 2.
    const server = await startFakeLiveServer(gameId, { port });
    servers.push(server);
    server.store();
    server.store();
    await vi.waitFor(() => expect(live.statuses.at(-1)).toBe('live'), { timeout: 20_000 });
    expect(server.subscribedAfter).toEqual([2]);
    const polls = http.sent.length;
    current = 3;
    server.store();
    await vi.waitFor(() => expect(live.versions()).toEqual([2, 3]));
    await new Promise((r) => setTimeout(r, 200));
    expect(http.sent.length).toBe(polls);
  });

  it('with no WebSocket at all (Node 20 without one injected) it polls', async () => {
    // Node 22 and later have a global WebSocket: take it away, as Node 20 has none.
    vi.stubGlobal('WebSocket', undefined);
    onTestFinished(() => void vi.unstubAllGlobals());
    const http = fakeFetch(json(200, viewAt(gameId, 1), { etag: '"v1"' }));
    const client = new Client({ baseUrl: 'http://api.test', fetch: http.fetch, pollInterval: 50 });
    const live = follow(client);
    await vi.waitFor(() => expect(live.subscription.version).toBe(1));
    expect(live.statuses).toEqual(['polling']);
  });
});
