/**
 * The SDK rides out an outage: with its own DynamoDB Local stopped under the local server,
 * the API answers 503 unavailable with Retry-After (docs/contract.md), and the SDK's calls, a command
 * included, wait and retry until the database is back, the command applied once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from '../../../client/src/index.ts';
import { freePort, startDynamoDbLocal, type DynamoDbLocal } from '../../../infra/local/dynamodb-local.ts';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oc-outage-'));
let port: number;
let dynamo: DynamoDbLocal;
let stack: LocalStack;
beforeAll(async () => {
  port = await freePort();
  // On disk, so the tables are still there when it comes back on the same port.
  dynamo = await startDynamoDbLocal({ dataDir, port });
  stack = await startLocalStack({ port: 0, dynamoEndpoint: dynamo.endpoint, tablePrefix: `u${randomUUID().slice(0, 8)}` });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  await dynamo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('503 unavailable', () => {
  it(
    'is retried, honouring Retry-After, until the database is back; a command retried so is applied once',
    { timeout: 120_000 },
    async () => {
      const answers: { status: number; retryAfter: string | null }[] = [];
      const noting: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
        return response;
      };
      const api = new Client({ baseUrl: stack.url, fetch: noting, retry: { limit: 30, maxDelay: 2000 } });
      const ann = api.withToken((await api.createPlayer('Ann')).token);
      const { gameId } = await ann.createGame('dice-kings');
      const started = await ann.startGame(gameId);

      await dynamo.stop();
      const probe = await fetch(`${stack.url}/games/${gameId}`);
      expect(probe.status).toBe(503);
      expect(probe.headers.get('retry-after')).toMatch(/^\d+$/);

      answers.length = 0;
      const read = ann.getGame(gameId);
      const command = ann.sendCommand(gameId, { type: 'roll' });
      // Both calls were refused with 503 and at least one retried after its Retry-After; then the database is back.
      await vi.waitFor(() => expect(answers.filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(3), { timeout: 20_000 });
      dynamo = await startDynamoDbLocal({ dataDir, port });
      const [view, reply] = await Promise.all([read, command]);

      expect(view.gameId).toBe(gameId);
      expect(reply.version).toBe(started.version + 1);
      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(2);
      expect(answers.filter((a) => a.status === 503).every((a) => a.retryAfter !== null)).toBe(true);
      expect((await ann.getGame(gameId)).version).toBe(started.version + 1);
    },
  );
});
