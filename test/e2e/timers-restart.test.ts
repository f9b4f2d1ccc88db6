/**
 * Restart: `npm start` with DATA_DIR is stopped in the middle of a step and started again;
 * the pending deadline still fires. The server runs as a child process, as a person runs it.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pendingTimers } from '../../functions/timers/pending.ts';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { client, startServer as start, stopServer } from '../support/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oc-timers-'));
let server: ChildProcess | undefined;
// Its DynamoDB Local on a port of ours, so the test can see what the server stored.
const dynamoPort = await freePort();
// The server starts a DynamoDB Local of its own on that port: DYNAMODB_ENDPOINT, which this
// process sets to read what it stores, is not for the server (it would use it and start none).
const startServer = (port: number) => start(port, { DATA_DIR: dataDir, DYNAMODB_PORT: String(dynamoPort), DYNAMODB_ENDPOINT: '' });
process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${dynamoPort}`;

afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('turn timers across a restart', () => {
  it('a deadline pending when the server stops fires once it is started again with the same DATA_DIR', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { post } = client(url);

    server = await startServer(port);
    const ann = await post('/players', { name: 'Ann' });
    const created = await post('/games', { game: 'dice-kings', config: { TurnTime: 8 } }, ann.token);
    const started = await post(`/games/${created.gameId}/start`, undefined, ann.token);
    const deadline = Date.parse(started.turn.deadline);
    // The stream consumer has armed the timer: it is in the read table's list of pending timers.
    await vi.waitFor(async () => expect((await pendingTimers(10)).map((timer) => timer.gameId)).toContain(created.gameId), {
      timeout: 5_000,
      interval: 50,
    });
    await stopServer(server);
    expect(Date.now()).toBeLessThan(deadline);

    server = await startServer(port);
    const game = await vi.waitFor(
      async () => {
        const now: any = await (await fetch(`${url}/games/${created.gameId}`)).json();
        expect(now.version).toBeGreaterThan(started.version);
        return now;
      },
      { timeout: 30_000, interval: 100 },
    );
    // One turn's default (a roll and a box) at the old deadline, and a new turn timed from it.
    expect(Object.values(game.board.pads[ann.playerId].columns[0].boxes).filter((p) => p !== null).length).toBeGreaterThanOrEqual(1);
    expect(Date.parse(game.turn.deadline)).toBeGreaterThanOrEqual(deadline + 8_000);
  });
});
