/**
 * A client that sends slowly or gives up half way costs the local server a bounded time and
 * one log line: the header and request deadlines cannot be stretched by dripping bytes, and
 * an abandoned upload is no stack trace.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../infra/local/http-limits.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
/** Node checks the deadlines once a second (DEADLINE_CHECK_MS); the rest is this machine's slack. */
const SLACK_MS = 2_500;

describe('slow and vanishing clients', () => {
  afterEach(() => vi.restoreAllMocks());

  // Before the slow clients below, whose cut-off requests are logged too.
  it('an upload abandoned half way writes one line, not a stack trace', async () => {
    const lines: string[] = [];
    const record = (...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
    for (const level of ['error', 'warn', 'log'] as const) vi.spyOn(console, level).mockImplementation(record);
    for (let i = 0; i < 3; i++)
      await rawRequest(ctx.api.url, {
        send: 'POST /players HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"Ann',
        abandon: true,
        waitMs: 1_000,
      });
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(3), { timeout: 2_000, interval: 100 });
    expect(lines, lines.join('\n')).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain('\n');
      expect(line).toMatch(/POST \/players/);
    }
  });

  it('the deadlines are between 10 and 30 s', () => {
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
  });

  it.concurrent(
    'headers sent a line a second are cut off at the headers deadline with 408 invalid-request',
    async () => {
      const reply = await rawRequest(ctx.api.url, {
        send: 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
        drip: { chunks: Array.from({ length: 100 }, (_, i) => `X-Drip-${i}: a\r\n`), everyMs: 1_000 },
        waitMs: HEADERS_TIMEOUT_MS + SLACK_MS + 5_000,
      });
      expect(reply.closedAfterMs).toBeDefined();
      expect(reply.closedAfterMs!).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
      expect([reply.status, reply.body?.code]).toEqual([408, 'invalid-request']);
    },
    60_000,
  );

  it.concurrent(
    'a body sent a byte every half second is cut off at the request deadline with 408 invalid-request',
    async () => {
      const reply = await rawRequest(ctx.api.url, {
        send: 'POST /players HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"',
        drip: { chunks: Array.from({ length: 1_000 }, () => 'a'), everyMs: 500 },
        waitMs: REQUEST_TIMEOUT_MS + SLACK_MS + 5_000,
      });
      expect(reply.closedAfterMs).toBeDefined();
      expect(reply.closedAfterMs!).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
      expect([reply.status, reply.body?.code]).toEqual([408, 'invalid-request']);
    },
    60_000,
  );

  it.concurrent(
    'a connection that sends nothing is closed at the headers deadline',
    async () => {
      const reply = await rawRequest(ctx.api.url, { waitMs: HEADERS_TIMEOUT_MS + SLACK_MS + 5_000 });
      expect(reply.closedAfterMs).toBeDefined();
      expect(reply.closedAfterMs!).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    },
    60_000,
  );
});
