/**
 * A sign-up's Idempotency-Key across processes (docs/contract.md, Commands, Idempotency-Key): "Requests with
 * one key sent at the same time are answered as one: the first is applied, the others wait for
 * it and answer the same". Two `npm start` servers share one DynamoDB (the suite's DynamoDB
 * Local, through the fault proxy), as the Lambdas of a deployed stack do, and share nothing
 * else: a process's own requests coalesce in memory, the other's only through the database.
 * Before the fix, the other process's requests each named the player with a new token of
 * their own, and all but the last token answered stopped working.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoEndpoint } from '../support/dynamodb-endpoint.ts';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { clientFor, type ApiClient } from '../support/local-stack.ts';
import { startServer, stopServer } from '../support/server-process.ts';

const prefix = `t${randomUUID().slice(0, 8)}`;
const tables = { EVENTS_TABLE: `${prefix}-events`, READ_TABLE: `${prefix}-read` };
let proxy: FaultProxy;
const servers: ChildProcess[] = [];
const apis: ApiClient[] = [];

beforeAll(async () => {
  proxy = await startFaultProxy(dynamoEndpoint());
  // One after the other: the first creates the tables, the second finds them.
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    servers.push(await startServer(port, { DYNAMODB_ENDPOINT: proxy.endpoint, ...tables }));
    apis.push(clientFor(`http://127.0.0.1:${port}`));
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server)));
  await proxy?.close();
});

const SENT = 8;

describe('sign-ups with one Idempotency-Key sent at once to two processes on one database', () => {
  it('are answered as one: one player, one token that works, on both processes', { timeout: 60_000 }, async () => {
    const key = { 'idempotency-key': `sign-up-${randomUUID()}` };
    // Every answer of the database held back a while: the first request's claim, sign-up and
    // answer take that long each, so every other request surely comes while it is under way.
    proxy.delay(250);
    let replies;
    try {
      replies = await Promise.all(Array.from({ length: SENT }, (_, i) => apis[i % 2]!.post('/players', { name: 'Fay' }, undefined, key)));
    } finally {
      proxy.delay(0);
    }
    expect(replies.map((r) => r.status)).toEqual(Array(SENT).fill(201));
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(SENT - 1);
    expect(new Set(replies.map((r) => r.body.playerId)).size).toBe(1);
    const tokens = new Set(replies.map((r) => r.body.token as string));
    expect(tokens.size).toBe(1);
    const [token] = tokens;
    for (const api of apis) expect((await api.get('/players/me', token)).status).toBe(200);

    // The token is in use now: the key is no way into the account (409 token-claimed), and the token still works.
    const again = await apis[1]!.post('/players', { name: 'Fay' }, undefined, key);
    expect([again.status, again.body.code]).toEqual([409, 'token-claimed']);
    expect((await apis[0]!.get('/players/me', token)).status).toBe(200);
  });

  it('still name the player with a new token when replayed after the answer, while no token was used', async () => {
    const key = { 'idempotency-key': `sign-up-${randomUUID()}` };
    const first = await apis[0]!.post('/players', { name: 'Gus' }, undefined, key);
    const later = await apis[1]!.post('/players', { name: 'Gus' }, undefined, key);
    expect([later.status, later.body.playerId]).toEqual([201, first.body.playerId]);
    expect(later.body.token).not.toBe(first.body.token);
    expect((await apis[0]!.get('/players/me', first.body.token)).status).toBe(401);
    expect((await apis[0]!.get('/players/me', later.body.token)).status).toBe(200);
  });
});
