/**
 * A database of our own, and one that stops answering, through `npm start` as a person runs it: DYNAMODB_ENDPOINT names a
 * DynamoDB of our own (the suite's DynamoDB Local behind the fault proxy), which the server
 * uses as it is, creating its tables, starting none of its own. Then the database freezes
 * (the proxy accepts connections and never answers) and every answer is still true and
 * prompt (docs/contract.md, Service): `/health` 503 within one second, every other route 503
 * `unavailable` with Retry-After within three; once the database is back, the service is too.
 */
import { DynamoDBClient, paginateListTables } from '@aws-sdk/client-dynamodb';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoEndpoint } from '../support/dynamodb-endpoint.ts';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { clientFor, newGame, newPlayer, type ApiClient, type Reply } from '../support/local-stack.ts';
import { startServer, stopServer } from '../support/server-process.ts';

const prefix = `t${randomUUID().slice(0, 8)}`;
const tables = { EVENTS_TABLE: `${prefix}-events`, READ_TABLE: `${prefix}-read` };
let proxy: FaultProxy;
let server: ChildProcess;
let api: ApiClient;

beforeAll(async () => {
  proxy = await startFaultProxy(dynamoEndpoint());
  const port = await freePort();
  // The contract's deadline, not the suite's longer one (vitest.config.ts).
  server = await startServer(port, { DYNAMODB_ENDPOINT: proxy.endpoint, ...tables, DYNAMODB_DEADLINE_MS: '' });
  api = clientFor(`http://127.0.0.1:${port}`);
}, 90_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await proxy?.close();
});

const timed = async (work: () => Promise<Reply>): Promise<{ reply: Reply; ms: number }> => {
  const started = performance.now();
  const reply = await work();
  return { reply, ms: Math.round(performance.now() - started) };
};

describe('npm start with DYNAMODB_ENDPOINT', () => {
  it('uses that database, creates its tables there, and starts no DynamoDB Local of its own', async () => {
    const shared = new DynamoDBClient({
      endpoint: dynamoEndpoint(),
      region: 'local',
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    });
    // Every page: the project's DynamoDB Local holds other files' tables too, past ListTables' 100 a page.
    const TableNames: string[] = [];
    for await (const page of paginateListTables({ client: shared }, {})) TableNames.push(...(page.TableNames ?? []));
    shared.destroy();
    expect(TableNames).toEqual(expect.arrayContaining([tables.EVENTS_TABLE, tables.READ_TABLE]));
    // No java among the server's children: no DynamoDB Local was started.
    const children = spawnSync('ps', ['-o', 'comm=', '--ppid', String(server.pid)], { encoding: 'utf8' }).stdout;
    expect(children).not.toMatch(/java/);
    expect((await api.get('/health')).status).toBe(200);
  });
});

describe('a database that accepts connections and never answers', () => {
  it(
    'GET /health within 1 s, every other route 503 unavailable with Retry-After within 3 s, and back once it is',
    { timeout: 60_000 },
    async () => {
      const ann = await newPlayer(api, 'Ann');
      const gameId = await newGame(api, 'dice-kings', [ann]);
      const figures: Record<string, number[]> = { health: [], command: [], read: [], signUp: [] };
      proxy.blackHole(true);
      try {
        // /health keeps an answer about the database for 1.5 s (database-health.ts): the one
        // given before the silence began may still stand for that long.
        await expect.poll(async () => (await api.get('/health')).status, { timeout: 5_000, interval: 100 }).toBe(503);
        // The first requests meet the silence itself; the later ones the breaker that knows of it.
        for (let round = 0; round < 3; round++) {
          const health = await timed(() => api.get('/health'));
          expect(health.reply.status).toBe(503);
          expect(health.ms, 'GET /health').toBeLessThan(1_000);
          figures.health!.push(health.ms);
          for (const [name, request] of [
            ['command', () => api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token)],
            ['read', () => api.get(`/games/${gameId}`)],
            ['signUp', () => api.post('/players', { name: 'Bob' })],
          ] as const) {
            const { reply, ms } = await timed(request);
            expect([reply.status, reply.body?.code], name).toEqual([503, 'unavailable']);
            expect(reply.headers.get('retry-after'), name).toBe('1');
            expect(ms, name).toBeLessThan(3_000);
            figures[name]!.push(ms);
          }
        }
      } finally {
        proxy.blackHole(false);
      }
      const back = performance.now();
      await expect.poll(async () => (await api.get(`/games/${gameId}`)).status, { timeout: 5_000, interval: 50 }).toBe(200);
      const recovery = Math.round(performance.now() - back);
      expect(recovery, 'the service is back within 3 s of the database').toBeLessThan(3_000);
      // Nothing the silence refused was applied: the game is as it was, and takes the roll now.
      expect((await api.get(`/games/${gameId}`)).body.version).toBe(2);
      expect((await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token)).status).toBe(200);
      console.info(`outage figures (ms): ${JSON.stringify({ ...figures, recovery })}`);
    },
  );
});
