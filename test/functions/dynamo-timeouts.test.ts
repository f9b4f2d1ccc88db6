/**
 * The DynamoDB client gives up quickly (functions/adapters/dynamo.ts): a database that refuses
 * connections, or accepts them and never answers, is reported as such within its time-outs
 * instead of holding the caller until the Lambda's own time-out.
 */
import { GetCommand } from '../../functions/adapters/documents.ts';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseAnswers } from '../../functions/adapters/database-health.ts';
import { awsRequest } from '../../functions/adapters/aws-request.ts';
import { databaseUnreachable, dynamo, withinDeadline } from '../../functions/adapters/dynamo.ts';
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

/** Answers every request at once with its headers, then its body a byte at a time, one every 100 ms. */
async function tricklingServer(bytes: number): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', () => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: ${bytes}\r\n\r\n`);
      let sent = 0;
      const drip = setInterval(() => {
        if (socket.destroyed || sent === bytes) return clearInterval(drip);
        socket.write(sent++ === 0 ? '{' : sent === bytes ? '}' : ' ');
      }, 100);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, close: () => new Promise((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve()))) };
}

/** Answers `{}` at once to every request but those naming `silent`, which it never answers; counts its connections. */
async function choosyServer(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      if (!chunk.toString().includes('silent'))
        socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n\r\n{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    connections: () => connections,
    close: () => new Promise((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve()))),
  };
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

  it('an answer that trickles in, never silent for long, is given up at the deadline of its attempt, not waited for', async () => {
    // 40 bytes, one every 100 ms: 4 s in all, with never more than 100 ms of silence.
    const trickling = await tricklingServer(40);
    try {
      const [error, ms] = await timed(() =>
        awsRequest({
          service: 'dynamodb',
          endpoint: `http://127.0.0.1:${trickling.port}`,
          method: 'POST',
          path: '/',
          body: '{}',
          operation: 'GetItem',
          timeoutMs: 500,
          attempts: 1,
        }).catch((e: unknown) => e),
      );
      expect((error as Error).name).toBe('TimeoutError');
      expect(ms).toBeLessThan(1_500);
    } finally {
      await trickling.close();
    }
  });

  it("after a request's attempt met silence, its later attempts and requests go on fresh connections, not on kept ones", async () => {
    const choosy = await choosyServer();
    try {
      process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${choosy.port}`;
      const get = (pk: string) => dynamo().send(new GetCommand({ TableName: 't', Key: { pk, sk: 'b' } }));
      await withinDeadline(4_000, async () => {
        // Two connections kept open for what follows.
        await Promise.all([get('a'), get('a')]);
        expect(choosy.connections()).toBe(2);
        // Its first try on a kept connection, which is silent; its retry on a fresh one.
        await expect(get('silent')).rejects.toThrow(/no answer within/);
        // The look after it: a fresh connection again, though one is still kept.
        await get('a');
      });
      expect(choosy.connections()).toBe(4);
    } finally {
      await choosy.close();
    }
  });

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
