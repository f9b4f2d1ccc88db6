/**
 * docs/contract.md, CORS: every answer carries the CORS headers for an allowed Origin, and OPTIONS on any
 * route is a 204 preflight allowing that path's methods and the contract's request headers,
 * exposing its answer headers. Over HTTP against the local server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../functions/http/routes.ts';
import { newGame, newPlayer, useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();
const origin = 'https://app.example.com';
const allowedHeaders = ['authorization', 'content-type', 'idempotency-key', 'if-none-match', 'x-app-key'];
const exposedHeaders = ['etag', 'x-request-id', 'idempotent-replayed', 'server-timing', 'retry-after', 'ratelimit', 'ratelimit-policy'];
const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

afterEach(() => {
  delete process.env.CORS_ORIGINS;
});

describe('CORS', () => {
  it("OPTIONS on every path of the API is a 204 preflight allowing exactly that path's methods", async () => {
    const { api } = ctx;
    const paths = [...new Set(routes.map(({ route }) => route.path))];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const methods = routes
        .filter(({ route }) => route.path === path)
        .map(({ route }) => route.method)
        .sort();
      const reply = await api.request('OPTIONS', path.replace(/\{\w+\}/g, 'x1'), {
        headers: {
          origin,
          'access-control-request-method': methods[0]!,
          'access-control-request-headers': 'authorization, content-type, idempotency-key',
        },
      });
      expect(reply.status, path).toBe(204);
      expect(reply.text).toBe('');
      expect(reply.headers.get('access-control-allow-origin')).toBe('*');
      expect(list(reply.headers.get('access-control-allow-methods')).sort(), path).toEqual(methods.map((m) => m.toLowerCase()));
      expect(list(reply.headers.get('access-control-allow-headers'))).toEqual(expect.arrayContaining(allowedHeaders));
      expect(Number(reply.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(reply.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('OPTIONS on a path the API does not have is a 404 route-not-found, still readable by the browser', async () => {
    const reply = await ctx.api.request('OPTIONS', '/nope', { headers: { origin, 'access-control-request-method': 'GET' } });
    expect([reply.status, reply.body.code]).toEqual([404, 'route-not-found']);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('every kind of answer carries the CORS headers: success, created, 304, problem, unknown path, the local pages', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const gameId = await newGame(api, 'dice-kings', [ann]);
    const view = await api.get(`/games/${gameId}`);
    const answers = [
      await api.request('GET', '/health', { headers: { origin } }),
      await api.request('POST', '/players', { body: { name: 'Cy' }, headers: { origin } }),
      await api.request('GET', `/games/${gameId}`, { headers: { origin, 'if-none-match': view.headers.get('etag')! } }),
      await api.request('POST', `/games/${gameId}/commands`, {
        body: { type: 'score', box: 'chance' },
        token: ann.token,
        headers: { origin },
      }),
      await api.request('GET', '/nowhere', { headers: { origin } }),
      await api.request('GET', '/openapi.yaml', { headers: { origin } }),
      await api.request('POST', '/players', { raw: JSON.stringify({ name: 'x'.repeat(100_000) }), headers: { origin } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 201, 304, 409, 404, 200, 413]);
    for (const answer of answers) {
      expect(answer.headers.get('access-control-allow-origin'), String(answer.status)).toBe('*');
      expect(list(answer.headers.get('access-control-expose-headers'))).toEqual(expect.arrayContaining(exposedHeaders));
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('CORS_ORIGINS names the allowed origins: an allowed one is echoed (Vary: Origin), another gets no allow-origin, not even in a preflight', async () => {
    const { api } = ctx;
    process.env.CORS_ORIGINS = 'https://app.example.com, http://localhost:5173';
    const allowed = await api.request('GET', '/health', { headers: { origin: 'http://localhost:5173' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(list(allowed.headers.get('vary'))).toContain('origin');
    const other = await api.request('GET', '/health', { headers: { origin: 'https://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(list(other.headers.get('vary'))).toContain('origin');
    const preflight = await api.request('OPTIONS', '/games', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const good = await api.request('OPTIONS', '/games', { headers: { origin, 'access-control-request-method': 'POST' } });
    expect(good.headers.get('access-control-allow-origin')).toBe(origin);
    expect(list(good.headers.get('access-control-allow-methods')).sort()).toEqual(['get', 'post']);
  });
});
