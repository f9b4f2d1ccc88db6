/** The SDK's HTTP behaviour (client/src/transport.ts), against a scripted fetch. */
import { describe, expect, it } from 'vitest';
import { ApiError, Client, type RetryOptions } from '../../client/src/index.ts';
import { fakeFetch, json, problem } from './fake-fetch.ts';

const player = { playerId: 'p_1', name: 'Ann', token: 't' };
const clientWith = (fetch: typeof globalThis.fetch, retry: RetryOptions = { limit: 4, maxDelay: 50 }) =>
  new Client({ baseUrl: 'http://api.test', fetch, retry });

describe('Idempotency-Key', () => {
  it('every POST carries a key of its own; GETs carry none', async () => {
    const { fetch, sent } = fakeFetch(json(201, player));
    const api = clientWith(fetch);
    await api.createPlayer('Ann');
    await api.createPlayer('Bob');
    await api.getMe().catch(() => undefined);
    const [first, second, read] = sent;
    expect(first!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
    expect(read!.headers.has('idempotency-key')).toBe(false);
  });

  it('a retried POST sends the same key again, so the server applies it once', async () => {
    const { fetch, sent } = fakeFetch(
      problem(503, 'unavailable', 'down'),
      new TypeError('fetch failed'),
      json(200, { version: 4, game: {} }),
    );
    await clientWith(fetch).sendCommand('g_1', { type: 'throw' });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.headers.get('idempotency-key'))).size).toBe(1);
    expect(sent.map((s) => s.body)).toEqual([{ type: 'throw' }, { type: 'throw' }, { type: 'throw' }]);
  });
});

describe('retries', () => {
  it('503 unavailable is retried after the Retry-After the server asks for', async () => {
    const { fetch, sent } = fakeFetch(
      problem(503, 'unavailable', 'The database cannot be reached.', { 'retry-after': '1' }),
      json(200, { status: 'ok' }),
    );
    const started = Date.now();
    await expect(clientWith(fetch, { limit: 2, maxDelay: 5000 }).health()).resolves.toEqual({ status: 'ok' });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a Retry-After longer than maxDelay waits maxDelay', async () => {
    const { fetch, sent } = fakeFetch(problem(503, 'unavailable', 'down', { 'retry-after': '3600' }), json(200, { status: 'ok' }));
    await clientWith(fetch, { limit: 1, maxDelay: 100 }).health();
    expect(sent[1]!.at - sent[0]!.at).toBeLessThan(1000);
  });

  it('network errors are retried with backoff, every method', async () => {
    const { fetch, sent } = fakeFetch(
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      json(200, { playerId: 'p_1', name: 'Ann' }),
    );
    await expect(clientWith(fetch).renameMe('Ann')).resolves.toEqual({ playerId: 'p_1', name: 'Ann' });
    expect(sent.map((s) => s.method)).toEqual(['PATCH', 'PATCH', 'PATCH']);
  });

  it('after the limit the last 503 is raised as ApiError unavailable', async () => {
    const { fetch, sent } = fakeFetch(problem(503, 'unavailable', 'The database cannot be reached.'));
    const error = await clientWith(fetch, { limit: 2, maxDelay: 10 })
      .health()
      .catch((e: unknown) => e);
    expect(sent).toHaveLength(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'unavailable', status: 503 });
  });

  it.each([
    [400, 'invalid-command'],
    [401, 'unauthenticated'],
    [404, 'game-not-found'],
    [409, 'version-conflict'],
    [422, 'illegal-move'],
  ])('%i %s is never retried: the same request would only be refused again', async (status, code) => {
    const { fetch, sent } = fakeFetch(problem(status, code, 'refused'));
    await expect(clientWith(fetch).sendCommand('g_1', { type: 'pass' })).rejects.toMatchObject({ code, status });
    expect(sent).toHaveLength(1);
  });

  const rateLimited = (seconds: string) =>
    problem(429, 'rate-limited', 'Past the command budget of 10 a second.', { 'retry-after': seconds });

  it('429 rate-limited is tried again after its Retry-After, a command too: the refusal changed nothing', async () => {
    const { fetch, sent } = fakeFetch(rateLimited('1'), json(200, { version: 4, game: {} }));
    await expect(clientWith(fetch, { limit: 2, maxDelay: 5000 }).sendCommand('g_1', { type: 'throw' })).resolves.toMatchObject({
      version: 4,
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(950);
    expect(sent[1]!.headers.get('idempotency-key')).toBe(sent[0]!.headers.get('idempotency-key'));
  });

  it('after the limit the 429 reaches the caller as ApiError rate-limited, with its Retry-After in seconds', async () => {
    const { fetch, sent } = fakeFetch(rateLimited('1'));
    const error = await clientWith(fetch, { limit: 1, maxDelay: 5000 })
      .getMe()
      .catch((e: unknown) => e);
    expect(sent).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'rate-limited', status: 429, retryAfter: 1 });
  });

  it('a 429 whose Retry-After is longer than maxDelay is raised at once: sooner it would only be refused again', async () => {
    const { fetch, sent } = fakeFetch(rateLimited('30'));
    await expect(clientWith(fetch, { limit: 4, maxDelay: 5000 }).getMe()).rejects.toMatchObject({ code: 'rate-limited', retryAfter: 30 });
    expect(sent).toHaveLength(1);
  });

  it('with rateLimited off a 429 is raised at once, for a caller that waits in its own way', async () => {
    const { fetch, sent } = fakeFetch(rateLimited('1'));
    await expect(clientWith(fetch, { limit: 4, maxDelay: 5000, rateLimited: false }).getMe()).rejects.toMatchObject({
      code: 'rate-limited',
      retryAfter: 1,
    });
    expect(sent).toHaveLength(1);
  });

  it('a 500 is not retried either: only what the contract says is temporary (503) is', async () => {
    const { fetch, sent } = fakeFetch(problem(500, 'internal-error', 'oops'));
    await expect(clientWith(fetch).health()).rejects.toMatchObject({ code: 'internal-error' });
    expect(sent).toHaveLength(1);
  });
});

describe('ApiError', () => {
  it('carries the problem code, status, detail and request id', async () => {
    const { fetch } = fakeFetch(problem(422, 'illegal-move', 'The red row is locked.'));
    const error = await clientWith(fetch)
      .sendCommand('g_1', { type: 'cross', row: 'red' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect([error.code, error.status, error.detail, error.requestId]).toEqual(['illegal-move', 422, 'The red row is locked.', 'req-1']);
    expect(error.message).toBe('422 illegal-move: The red row is locked.');
    expect(error.problem.type).toBe('https://organized-chaos.dev/problems/illegal-move');
  });

  it('takes the request id from X-Request-Id when the body has none, and names a bare status by the contract', async () => {
    const { fetch } = fakeFetch(new Response('Bad Gateway', { status: 502, headers: { 'x-request-id': 'edge-7' } }));
    await expect(clientWith(fetch).health()).rejects.toMatchObject({
      code: 'internal-error',
      status: 502,
      detail: 'Bad Gateway',
      requestId: 'edge-7',
    });
  });
});

describe('conditional reads', () => {
  it('getGameIfChanged sends If-None-Match and answers null on 304', async () => {
    const view = { gameId: 'g_1', game: 'quicks', version: 3 };
    const { fetch, sent } = fakeFetch(
      json(200, view, { etag: '"g_1.3.x"' }),
      new Response(null, { status: 304, headers: { etag: '"g_1.3.x"' } }),
    );
    const api = clientWith(fetch);
    const first = await api.getGameIfChanged('g_1', null);
    expect(first).toEqual({ game: view, etag: '"g_1.3.x"' });
    expect(await api.getGameIfChanged('g_1', first!.etag)).toBeNull();
    expect(sent[0]!.headers.has('if-none-match')).toBe(false);
    expect(sent[1]!.headers.get('if-none-match')).toBe('"g_1.3.x"');
  });
});
