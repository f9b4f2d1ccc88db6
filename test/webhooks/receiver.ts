/** A real HTTP receiver on 127.0.0.1 for webhook tests: it records every request it gets. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How a path answers: a status, or a function of the how-many-th attempt of this webhook-id. */
export type Behaviour = (attempt: number) => { status: number; delayMs?: number; headers?: Record<string, string> };

export async function startReceiver(paths: Record<string, Behaviour>) {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const key = `${path}|${req.headers['webhook-id']}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      const answer = paths[path]?.(attempt) ?? { status: 404 };
      const reply = () => {
        res.writeHead(answer.status, answer.headers);
        res.end();
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => base + path,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
