/**
 * The budgets across function instances as a deployed stack runs them (BUDGETS=shared): the
 * HTTP handler loaded four times anew, each copy with its own module state (its buckets' slices,
 * its lookups), as four Lambda instances have, all against one DynamoDB Local. A burst of one
 * player's requests spread over them is admitted within the budget's allowance, each answer
 * carries the budget's headers, and the refusals do no DynamoDB request but the rare lease.
 */
import { describe, expect, it, vi } from 'vitest';
import { createPlayer } from '../../functions/players/players.ts';
import type { HttpHandler } from '../../functions/http/edge.ts';
import { gatewayEvent, lambdaContext } from '../support/gateway-event.ts';
import { useTables } from '../support/tables.ts';

useTables();

const INSTANCES = 4;

const event = (token: string) =>
  gatewayEvent({ method: 'GET', path: '/players/me', headers: { authorization: `Bearer ${token}` }, sourceIp: '203.0.113.9' });

const context = lambdaContext();

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
