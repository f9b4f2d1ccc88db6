/**
 * docs/contract.md: a request the server cannot serve for its own reasons (its database is unreachable)
 * gets 503 `unavailable` with a Retry-After header, never a 500, and quickly; `GET /health` says
 * so too. This file runs a DynamoDB Local of its own, to stop it under the running server.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../../infra/local/dynamodb-local.ts';
import { newGame, newPlayer, startTestStack, type Api } from '../../support/local-stack.ts';

let dynamo: DynamoDbLocal;
let api: Api;
let ann: { token: string; playerId: string };
let gameId: string;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal({});
  api = await startTestStack({ dynamoEndpoint: dynamo.endpoint });
  ann = await newPlayer(api, 'Ann');
  gameId = await newGame(api, 'dice-kings', [ann]);
});

afterAll(async () => {
  await api?.stack.stop();
  await dynamo?.stop();
  vi.restoreAllMocks();
});

describe('an unreachable database', () => {
  it('/health is 200 while DynamoDB answers', async () => {
    const reply = await api.get('/health');
    expect([reply.status, reply.body]).toEqual([200, { status: 'ok' }]);
  });

  it('once DynamoDB is gone, /health and every route that needs it answer 503 unavailable with Retry-After, within two seconds', async () => {
    // The local stream poller keeps trying the stream meanwhile; its complaints are not this test's.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await dynamo.stop();

    // /health may answer from its last check for a moment (it asks the database at most every 1.5 s).
    await vi.waitFor(async () => expect((await api.get('/health')).status).not.toBe(200), { timeout: 6_000, interval: 200 });
    const g = `/games/${gameId}`;
    const requests: [string, string, { body?: unknown; token?: string }][] = [
      ['GET', '/health', {}],
      ['POST', '/players', { body: { name: 'Bo' } }],
      ['GET', '/players/me', { token: 'oct_a-token-no-cache-has-seen' }],
      ['POST', '/games', { body: { game: 'quicks' }, token: ann.token }],
      ['GET', '/games', {}],
      ['GET', g, {}],
      ['GET', `${g}/events`, {}],
      ['GET', `${g}/legal-moves`, { token: ann.token }],
      ['POST', `${g}/join`, { token: ann.token }],
      ['POST', `${g}/start`, { token: ann.token }],
      ['POST', `${g}/commands`, { body: { type: 'roll' }, token: ann.token }],
      ['POST', `${g}/test/rig`, { body: { dice: [[1, 2, 3, 4, 5]] } }],
      ['GET', '/leaderboards/quicks', {}],
      ['POST', '/webhooks', { body: { url: 'http://127.0.0.1:9/', events: ['*'] }, token: ann.token }],
      ['GET', '/webhooks', { token: ann.token }],
      ['DELETE', '/webhooks/wh_0123456789abcdef0123456789abcdef', { token: ann.token }],
      ['GET', '/webhooks/wh_0123456789abcdef0123456789abcdef/deliveries', { token: ann.token }],
      ['POST', '/games', { body: { game: 'quicks' }, token: ann.token, headers: { 'idempotency-key': 'k1' } } as never],
    ];
    for (const [method, path, options] of requests) {
      const started = Date.now();
      const reply = await api.request(method, path, options);
      const label = `${method} ${path}`;
      expect([label, reply.status, reply.body?.code]).toEqual([label, 503, 'unavailable']);
      expect(reply.headers.get('content-type')).toBe('application/problem+json');
      expect(Number(reply.headers.get('retry-after')), label).toBeGreaterThan(0);
      expect(reply.body.requestId).toBe(reply.headers.get('x-request-id'));
      expect(Date.now() - started, label).toBeLessThan(2_000);
    }
  });
});
