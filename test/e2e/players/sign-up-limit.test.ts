/**
 * The per-address limit on sign-ups (POST /players) on the local server: off unless
 * SIGN_UPS_PER_MINUTE is set (test suites sign hundreds of players up from 127.0.0.1); set,
 * the next sign-up from that address within the minute is 429 `rate-limited` with Retry-After,
 * while another address (a second loopback source, 127.0.0.2) still signs up.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack({ testHooks: false });
afterEach(() => {
  delete process.env.SIGN_UPS_PER_MINUTE;
});

/** POST /players to the local server (127.0.0.1) from the given source address. */
function signUp(from: string, name = 'Ann'): Promise<{ status: number; headers: Record<string, unknown>; body: any }> {
  const url = new URL('/players', ctx.api.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ name }));
  });
}

describe('sign-ups per address', () => {
  it('are not limited by default on the local server', async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await signUp('127.0.0.1', `P${i}`)).status);
    expect(new Set(statuses)).toEqual(new Set([201]));
  });

  it('past SIGN_UPS_PER_MINUTE in a minute, answer 429 rate-limited with Retry-After to that address only', async () => {
    // Counted per calendar minute: start early in one, so the three and the refusal share it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    process.env.SIGN_UPS_PER_MINUTE = '3';
    for (let i = 0; i < 3; i++) expect((await signUp('127.0.0.1')).status).toBe(201);
    const refused = await signUp('127.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toBe('application/problem+json');
    expect(refused.body).toMatchObject({ status: 429, code: 'rate-limited', detail: expect.stringContaining('try again in') });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await signUp('127.0.0.2')).status).toBe(201);
    // Off again: the counter is no longer consulted.
    delete process.env.SIGN_UPS_PER_MINUTE;
    expect((await signUp('127.0.0.1')).status).toBe(201);
  });
});
