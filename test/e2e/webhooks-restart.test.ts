/**
 * Restart with DATA_DIR: a webhook its receiver acknowledged with a 2xx is
 * never sent again, not after a clean stop nor after kill -9; a retry waiting its turn when
 * the server stops is made after the restart, signed with the secret sealed before it. `npm start`
 * runs as a child process.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { SECRETS_KEY_FILE } from '../../infra/local/secrets-key.ts';
import { client, startServer, stopServer } from '../support/server-process.ts';
import { steady } from '../support/steady.ts';
import { startReceiver } from '../webhooks/receiver.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oc-webhooks-'));
const receiver = await startReceiver({
  '/ok': () => ({ status: 200 }),
  // The first attempt of each webhook fails; its retry, four seconds on, is answered.
  '/flaky': (attempt) => ({ status: attempt === 1 ? 500 : 200 }),
});
let server: ChildProcess | undefined;
// Four seconds to the second attempt: time to stop the server while the retries wait.
const env = { DATA_DIR: dataDir, WEBHOOK_RETRY_DELAYS_MS: '4000' };

afterAll(async () => {
  if (server) await stopServer(server);
  await receiver.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const ids = (path: string) => receiver.at(path).map((r) => r.headers['webhook-id']);

/**
 * The /flaky receiver refuses each webhook's first arrival and acknowledges the next: how many
 * arrived after their acknowledgement (none may). At least once allows a refused attempt to come
 * twice, if a stop cuts the server off before it logs the refusal; an acknowledged one never.
 */
const afterAcknowledged = (path: string) => {
  const seen = new Map<unknown, number>();
  return ids(path).filter((id) => {
    const arrival = (seen.get(id) ?? 0) + 1;
    seen.set(id, arrival);
    return arrival > 2;
  }).length;
};

describe('webhooks across restarts', () => {
  it('no acknowledged webhook is sent again after a restart, and a waiting retry is made after it', { timeout: 150_000 }, async () => {
    const port = await freePort();
    const api = client(`http://127.0.0.1:${port}`);
    server = await startServer(port, env);
    const ann = await api.post('/players', { name: 'Ann' });
    await api.post('/webhooks', { url: receiver.url('/ok'), events: ['*'] }, ann.token);
    const flaky = await api.post('/webhooks', { url: receiver.url('/flaky'), events: ['*'] }, ann.token);
    // A turn an hour long: on a loaded machine the test outlasts the default minute, whose timer would add a turn.started.
    const { gameId } = await api.post('/games', { game: 'dice-kings', config: { TurnTime: 3600 } }, ann.token);
    await api.post(`/games/${gameId}/start`, undefined, ann.token);
    await api.post(`/games/${gameId}/test/rig`, { dice: [[6, 6, 6, 6, 6]] });
    await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
    await api.post(`/games/${gameId}/commands`, { type: 'score', box: 'diceKings' }, ann.token);
    // game.started, then turn.started for the first and the second turn.
    await vi.waitFor(() => expect([receiver.at('/ok').length >= 3, receiver.at('/flaky').length >= 3]).toEqual([true, true]), {
      timeout: 30_000,
      interval: 100,
    });
    expect(new Set(ids('/ok')).size).toBe(3);
    // Each webhook's first (refused) arrival; under load a retry may already have followed.
    expect(new Set(ids('/flaky')).size).toBe(3);
    await stopServer(server);

    server = await startServer(port, env);
    // The retries were due four seconds after the first attempts: made once, after the restart.
    await vi.waitFor(() => expect(receiver.at('/flaky').length).toBeGreaterThanOrEqual(6), { timeout: 30_000, interval: 100 });
    await steady(() => receiver.received.length, 3_000);
    expect(ids('/ok')).toHaveLength(3);
    expect(new Set(ids('/flaky')).size).toBe(3);
    // Each waiting retry was made after the restart: every webhook acknowledged, none twice.
    expect(ids('/flaky').length).toBeGreaterThanOrEqual(6);
    expect(afterAcknowledged('/flaky')).toBe(0);
    // Signed after the restart with the secret sealed before it: the data folder keeps the master key (docs/secrets.md).
    for (const delivery of receiver.at('/flaky'))
      new Webhook(flaky.secret).verify(delivery.body, delivery.headers as Record<string, string>);
    expect(statSync(join(dataDir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);

    // Killed outright, nothing is stopped in order: still nothing acknowledged is sent again,
    // and the DynamoDB Local the killed server left running is stopped, not run beside a second one.
    const leftover = Number(readFileSync(join(dataDir, 'dynamodb-local.pid'), 'utf8'));
    await stopServer(server, 'SIGKILL');
    server = await startServer(port, env);
    expect(alive(leftover)).toBe(false);
    await steady(() => receiver.received.length, 3_000);
    expect(ids('/ok')).toHaveLength(3);
    expect(afterAcknowledged('/flaky')).toBe(0);
  });
});
