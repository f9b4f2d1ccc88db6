/**
 * The AWS wiring of the edge (CORS, X-Request-Id): the Lambda handlers invoked as API Gateway's
 * HTTP API invokes them, with payload 2.0 events, and the stack configured so they get to answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleAll } from '../../infra/constructs/bundling.ts';
import { lambdaCatalog } from '../../infra/constructs/catalog.ts';
import { handler as health } from '../../functions/http/handlers/health.ts';
import { handler as playersMe } from '../../functions/http/handlers/players-me.ts';
import { handler as notFound } from '../../functions/http/not-found.ts';
import { synthesize } from '../infra/synth.ts';
import { gatewayEvent, lambdaContext } from '../support/gateway-event.ts';
import { useTestStack } from '../support/local-stack.ts';

// The handlers read the tables' names and DynamoDB's endpoint from the environment the stack sets.
useTestStack();

/** An event as API Gateway sends it: one request id throughout, the route key that matched (or `$default`). */
const gatewayEventOf = (method: string, path: string, routeKey: string, headers: Record<string, string> = {}) =>
  gatewayEvent({ method, path, routeKey, headers, requestId: 'Jd9JshG7oAMEVxQ=' });

const context = lambdaContext();

describe('the handlers as API Gateway invokes them', () => {
  it("a route answers with API Gateway's request id as X-Request-Id and the CORS headers", async () => {
    const result = await health(gatewayEventOf('GET', '/health', 'GET /health', { origin: 'https://app.example.com' }), context);
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'x-request-id': 'Jd9JshG7oAMEVxQ=', 'access-control-allow-origin': '*' });
  });

  it('a problem carries the same request id in its body', async () => {
    const result = await playersMe(gatewayEventOf('GET', '/players/me', 'GET /players/me'), context);
    expect(result.statusCode).toBe(401);
    expect(result.headers!['x-request-id']).toBe('Jd9JshG7oAMEVxQ=');
    expect(JSON.parse(result.body!)).toMatchObject({ code: 'unauthenticated', requestId: 'Jd9JshG7oAMEVxQ=' });
  });

  it('the $default handler answers an OPTIONS preflight for a path of the API (no route takes OPTIONS)', async () => {
    const result = await notFound(
      gatewayEventOf('OPTIONS', '/games/g_1/commands', '$default', {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
      }),
      context,
    );
    expect(result.statusCode).toBe(204);
    expect(result.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'authorization, content-type, idempotency-key, if-none-match, x-app-key',
      'x-request-id': 'Jd9JshG7oAMEVxQ=',
    });
  });

  it('the $default handler answers what no route takes with a problem+json 404 and the edge headers', async () => {
    const result = await notFound(gatewayEventOf('GET', '/nope', '$default'), context);
    expect(result.statusCode).toBe(404);
    expect(result.headers).toMatchObject({
      'content-type': 'application/problem+json',
      'x-request-id': 'Jd9JshG7oAMEVxQ=',
      'access-control-allow-origin': '*',
    });
    expect(JSON.parse(result.body!)).toMatchObject({ code: 'route-not-found', requestId: 'Jd9JshG7oAMEVxQ=' });
  });

  it('the stack leaves CORS to the handlers: no CORS configuration on the HTTP API, OPTIONS falls to $default', () => {
    const s = synthesize({ stage: 'test' });
    // The HTTP API (the live updates' WebSocket API is the other one).
    const apis = s.ofType('AWS::ApiGatewayV2::Api').filter(([, a]) => a.Properties.ProtocolType === 'HTTP');
    expect(apis).toHaveLength(1);
    const [, api] = apis[0]!;
    expect(api.Properties.CorsConfiguration).toBeUndefined();
    const routeKeys = s.ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(routeKeys.filter((key) => key.startsWith('OPTIONS'))).toEqual([]);
    expect(routeKeys).toContain('$default');
  });

  it("bundled as the stack deploys them (esbuild drops what a function never uses), the handlers still answer through their feature's function: a player made, then read back", async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'oc-edge-bundles-'));
    try {
      const folders = bundleAll(
        lambdaCatalog().filter((spec) => spec.name === 'http-players'),
        outdir,
      );
      const { handler: players } = (await import(pathToFileURL(join(folders.get('http-players')!, 'index.mjs')).href)) as {
        handler: typeof health;
      };
      const made = await players(
        { ...gatewayEventOf('POST', '/players', 'POST /players'), body: JSON.stringify({ name: 'Bundled Ann' }) },
        context,
      );
      expect(made.statusCode, made.body).toBe(201);
      const { token, playerId } = JSON.parse(made.body!) as { token: string; playerId: string };
      const read = await players(gatewayEventOf('GET', '/players/me', 'GET /players/me', { authorization: `Bearer ${token}` }), context);
      expect(read.statusCode, read.body).toBe(200);
      expect(JSON.parse(read.body!)).toEqual({ playerId, name: 'Bundled Ann', appId: null });
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 60_000);
});
