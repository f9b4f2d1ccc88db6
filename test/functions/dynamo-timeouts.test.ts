/**
 * The DynamoDB client gives up quickly (functions/adapters/dynamo.ts): a database that refuses
 * connections, or accepts them and never answers, is reported as such within its time-outs
 * instead of holding the caller until the Lambda's own time-out.
 */
import { GetCommand } from '../../functions/adapters/documents.ts';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseAnswers } from '../../functions/adapters/database-health.ts';
import { databaseUnreachable, dynamo } from '../../functions/adapters/dynamo.ts';
import { freePort } from '../../infra/local/dynamodb-local.ts';

const saved = process.env.DYNAMODB_ENDPOINT;
afterEach(() => {
  process.env.DYNAMODB_ENDPOINT = saved;
});

/** Accepts every connection and never says a word. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, close: () => new Promise((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve()))) };
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
};

describe('the DynamoDB client against a database it cannot reach', () => {
  it('a port nobody listens on: unreachable within a second', async () => {
    process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
    const [error, ms] = await timed(() =>
      dynamo()
        .send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))
        .catch((e: unknown) => e),
    );
    expect(databaseUnreachable(error)).toBe(true);
    expect(ms).toBeLessThan(1_000);
  });

  it(
    'a server that accepts and never answers: unreachable within two attempts of its request time-out, and /health says no',
    { timeout: 20_000 },
    async () => {
      const silent = await silentServer();
      try {
        process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${silent.port}`;
        const [error, ms] = await timed(() =>
          dynamo()
            .send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))
            .catch((e: unknown) => e),
        );
        expect(databaseUnreachable(error)).toBe(true);
        expect(ms).toBeLessThan(7_000);
        const [answers] = await timed(() => databaseAnswers(Date.now() + 60_000));
        expect(answers).toBe(false);
      } finally {
        await silent.close();
      }
    },
  );

  it('what the client sent wrong is no outage: a validation error is not "unreachable"', () => {
    expect(
      databaseUnreachable(Object.assign(new Error('bad key'), { name: 'ValidationException', $metadata: { httpStatusCode: 400 } })),
    ).toBe(false);
    expect(
      databaseUnreachable(
        Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException', $metadata: { httpStatusCode: 400 } }),
      ),
    ).toBe(true);
    expect(databaseUnreachable(Object.assign(new Error('oops'), { name: 'InternalServerError', $metadata: { httpStatusCode: 500 } }))).toBe(
      true,
    );
  });
});
