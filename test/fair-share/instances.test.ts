/**
 * The budgets across function instances as a deployed stack runs them (BUDGETS=shared): the
 * HTTP handler loaded four times anew, each copy with its own module state (its buckets' slices,
 * its lookups), as four Lambda instances have, all against one DynamoDB Local. A burst of one
 * player's requests spread over them is admitted within the budget's allowance, each answer
 * carries the budget's headers, and the refusals do no DynamoDB request but the rare lease.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { createPlayer } from '../../functions/players/players.ts';
import type { HttpHandler } from '../../functions/http/edge.ts';
import { useTables } from '../support/tables.ts';

useTables();

const INSTANCES = 4;

function event(token: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /players/me',
    rawPath: '/players/me',
    rawQueryString: '',
    headers: { authorization: `Bearer ${token}` },
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc123',
      http: { method: 'GET', path: '/players/me', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' },
      requestId: `r${Math.random()}`,
      routeKey: 'GET /players/me',
      stage: '$default',
      time: '06/Dec/2026:08:00:00 +0000',
      timeEpoch: Date.now(),
    },
  };
}

const context = { functionName: 'test', awsRequestId: 'lambda-request', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

describe('the budgets over several function instances', () => {
  it(
    "a burst of one player's requests over four instances: within the allowance, refusals without requests",
    { timeout: 120_000 },
    async () => {
      vi.stubEnv('BUDGETS', 'shared');
      const ann = await createPlayer('Ann');
      const instances: HttpHandler[] = [];
      for (let i = 0; i < INSTANCES; i++) {
        // Each import after a reset is a module graph of its own: what one Lambda instance holds.
        vi.resetModules();
        instances.push((await import('../../functions/http/handlers/players-me.ts')).handler);
      }
      try {
        // Each instance warm: it has looked the token up once (its first request counts against the address too).
        for (const instance of instances) expect((await instance(event(ann.token), context)).statusCode).toBe(200);
        const started = performance.now();
        const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => instances[i % INSTANCES]!(event(ann.token), context)));
        const seconds = (performance.now() - started) / 1000;
        const admitted = answers.filter((a) => a.statusCode === 200);
        const refused = answers.filter((a) => a.statusCode === 429);
        expect(admitted.length + refused.length).toBe(120);
        // The player's budget: 40 at once (4 spent warming up), 20 a second.
        expect(admitted.length).toBeGreaterThanOrEqual(25);
        expect(admitted.length).toBeLessThanOrEqual(36 + Math.ceil(20 * seconds));
        for (const answer of answers) expect(answer.headers!['ratelimit-policy']).toBe('"player";q=40;w=2');
        const requestsOf = (a: (typeof answers)[number]) => Number(/desc="(\d+) requests"/.exec(String(a.headers!['server-timing']))![1]);
        const costly = refused.filter((a) => requestsOf(a) > 0);
        console.info(
          `instances: ${admitted.length} admitted, ${refused.length} refused (${costly.length} with a request) in ${seconds.toFixed(2)} s`,
        );
        // Only a refusal that waited for a lease made a request: a few, not one each.
        expect(costly.length).toBeLessThanOrEqual(2 * INSTANCES + refused.length / 4);
      } finally {
        vi.unstubAllEnvs();
        vi.resetModules();
      }
    },
  );
});
