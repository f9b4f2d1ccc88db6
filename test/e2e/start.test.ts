/**
 * `npm start` as a person runs it: quiet on the terminal unless metrics are asked for
 * (METRICS=1), and its DynamoDB Local on the port DYNAMODB_PORT names.
 */
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { client, startServer, stopServer } from '../support/server-process.ts';

let server: ChildProcess | undefined;
afterEach(async () => {
  if (server) await stopServer(server);
});

/** Starts the server, plays a few requests, and returns what it has printed since it listened. */
async function printedWhilePlaying(env: Record<string, string>): Promise<() => string> {
  const port = await freePort();
  // The test run turns metrics off for everything it starts; here the server decides.
  server = await startServer(port, { POWERTOOLS_METRICS_DISABLED: '', ...env });
  let printed = '';
  server.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const { post } = client(`http://127.0.0.1:${port}`);
  const ann = await post('/players', { name: 'Ann' });
  const game = await post('/games', { game: 'dice-kings' }, ann.token);
  await post(`/games/${game.gameId}/start`, undefined, ann.token);
  await post(`/games/${game.gameId}/commands`, { type: 'roll' }, ann.token);
  return () => printed;
}

describe('npm start', () => {
  it('prints no metrics by default, and starts its DynamoDB Local on DYNAMODB_PORT', { timeout: 90_000 }, async () => {
    const dynamoPort = await freePort();
    const printed = await printedWhilePlaying({ DYNAMODB_PORT: String(dynamoPort) });
    expect(printed()).not.toContain('"_aws"');
    const health = await fetch(`http://127.0.0.1:${dynamoPort}`, { method: 'POST' });
    expect(health.status).toBe(400); // DynamoDB Local answers there: a request without an operation
  });

  it(
    'prints the metrics as embedded-format lines with METRICS=1, whatever AWS_LAMBDA_MAX_CONCURRENCY it inherits',
    { timeout: 90_000 },
    async () => {
      // Set by a process that ran a local stack before (a test runner's): Powertools then made its
      // metrics with Lambda's invocation store, before npm start had installed it, and crashed.
      const printed = await printedWhilePlaying({ METRICS: '1', AWS_LAMBDA_MAX_CONCURRENCY: '1000' });
      await expect.poll(() => printed()).toContain('"_aws"');
    },
  );
});
