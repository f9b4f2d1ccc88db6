/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: it records every request it gets, and
 * checks each delivery against openapi.yaml's `webhooks` section (a mismatch fails `stop()`).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { checkDelivery } from '../support/api-checks.ts';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Whether the secret verifies the delivery as a Standard Webhooks receiver does. */
export const verifies = (secret: string, { body, headers }: Received) => {
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>);
    return true;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return false;
    throw error;
  }
};

/** How a path answers: a status, or a function of the how-many-th attempt of this webhook-id. */
export type Behaviour = (attempt: number) => { status: number; delayMs?: number; headers?: Record<string, string> };

/** `contract: false` for tests of the transport alone, whose made-up bodies are no delivery of the API. */
export async function startReceiver(paths: Record<string, Behaviour>, { contract = true } = {}) {
  const received: Received[] = [];
  const mismatches: string[] = [];
  const attempts = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ path, headers: req.headers, body });
      const key = `${path}|${req.headers['webhook-id']}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      const answer = paths[path]?.(attempt) ?? { status: 404 };
      const reply = () => {
        res.writeHead(answer.status, answer.headers);
        res.end();
        // After the answer: the check's first schema compilation must not slow the delivery down.
        if (contract) setImmediate(() => mismatches.push(...checkDelivery(req.headers, body)));
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
      if (mismatches.length > 0) throw new Error(`deliveries that openapi.yaml does not describe:\n- ${mismatches.join('\n- ')}`);
    },
  };
}
