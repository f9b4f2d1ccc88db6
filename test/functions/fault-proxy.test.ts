/**
 * The suite's fault proxy (test/support/fault-proxy.ts) holds an answer truly: nothing of it,
 * nor the end of its connection, reaches the caller before its time, whatever the database
 * does meanwhile, and its bytes come in the order the database sent them. Here the database is
 * a small TCP server of the test's own, so each case says exactly what the database did when.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';

/** A database that answers each request as `answer` says, on the connection it came on. */
async function database(answer: (request: string, socket: Socket) => void): Promise<{ endpoint: string; server: Server }> {
  const server = createServer((socket) => socket.on('data', (chunk) => answer(chunk.toString(), socket)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

/** What the caller heard, and when (ms after its request): each chunk, then the connection's end. */
async function ask(proxy: FaultProxy, request: string, listenMs: number): Promise<{ at: number; heard: string }[]> {
  const { port } = new URL(proxy.endpoint);
  const socket = connect(Number(port), '127.0.0.1');
  const heard: { at: number; heard: string }[] = [];
  const started = Date.now();
  socket.on('data', (chunk) => heard.push({ at: Date.now() - started, heard: chunk.toString() }));
  socket.on('close', () => heard.push({ at: Date.now() - started, heard: 'closed' }));
  socket.on('error', () => undefined);
  socket.write(request);
  await sleep(listenMs);
  socket.destroy();
  return heard;
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const done of cleanup) await done();
  cleanup = [];
});

async function proxyTo(answer: (request: string, socket: Socket) => void): Promise<FaultProxy> {
  const target = await database(answer);
  const proxy = await startFaultProxy(target.endpoint);
  cleanup.push(
    () => proxy.close(),
    () => new Promise((resolve) => target.server.close(() => resolve())),
  );
  return proxy;
}

describe('a held answer', () => {
  it('is held even when the database closes the connection right after it: neither the answer nor the close comes early', async () => {
    const proxy = await proxyTo((_request, socket) => socket.end('answer'));
    proxy.delay(400);
    const heard = await ask(proxy, 'write', 700);
    expect(heard.map((h) => h.heard)).toEqual(['answer', 'closed']);
    expect(heard[0]!.at).toBeGreaterThanOrEqual(390);
  });

  it('comes in the order the database sent it when the delay is lowered while it is held', async () => {
    const proxy = await proxyTo((_request, socket) => {
      socket.write('first ');
      setTimeout(() => socket.write('second'), 100);
    });
    proxy.delay(300);
    setTimeout(() => proxy.delay(0), 50);
    const heard = await ask(proxy, 'read', 600);
    expect(heard.map((h) => h.heard).join('')).toBe('first second');
  });

  it('does not pass while the proxy is a black hole that began after the database answered', async () => {
    const proxy = await proxyTo((_request, socket) => socket.write('answer'));
    proxy.delay(200);
    setTimeout(() => proxy.blackHole(true), 100);
    try {
      const heard = await ask(proxy, 'read', 500);
      expect(heard.map((h) => h.heard)).toEqual([]);
    } finally {
      proxy.blackHole(false);
    }
  });

  it('holds only the answers to the requests it matches: another connection is answered at once', async () => {
    const proxy = await proxyTo((request, socket) => socket.write(`answer to ${request}`));
    void proxy.holdAnswer({ request: /write/, ms: 1_000 });
    const [write, read] = await Promise.all([ask(proxy, 'write', 300), ask(proxy, 'read', 300)]);
    expect(write.filter((h) => h.heard !== 'closed')).toEqual([]);
    expect(read[0]).toMatchObject({ heard: 'answer to read' });
    expect(read[0]!.at).toBeLessThan(200);
  });
});
