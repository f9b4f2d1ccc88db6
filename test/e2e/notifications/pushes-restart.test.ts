/**
 * At most once across a restart of `npm start` with DATA_DIR, between the queueing and the
 * sending: a `turn` push the Web Push stand-in answered 429 (Retry-After: 6) waits in the push
 * outbox while the server stops; after the restart it is sent, once; killed outright and started
 * again, the server sends it no second time.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../infra/local/dynamodb-local.ts';
import { client, startServer, stopServer } from '../../support/server-process.ts';
import { steady } from '../../support/steady.ts';
import { startWebPushStandIn } from '../../support/push-stand-ins/webpush.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oc-pushes-'));
let server: ChildProcess | undefined;
let webpush: Awaited<ReturnType<typeof startWebPushStandIn>>;
beforeAll(async () => {
  webpush = await startWebPushStandIn();
});
afterAll(async () => {
  if (server) await stopServer(server);
  await webpush.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = { DATA_DIR: dataDir };

describe('pushes across restarts of npm start with DATA_DIR', () => {
  it(
    'a push waiting for its retry when the server stops is sent once after the restart, and never again',
    { timeout: 150_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const api = client(base);
      server = await startServer(port, env);
      const { publicKey } = await api.get('/push/webpush');
      const browserOf = async (name: string) => {
        const player = await api.post('/players', { name });
        const { subscriptionId, subscription } = webpush.subscribe(publicKey);
        const put = await fetch(`${base}/players/me/devices/browser`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
          body: JSON.stringify({ platform: 'webpush', subscription }),
        });
        expect(put.status).toBe(201);
        return { ...player, subscriptionId: subscriptionId as string };
      };
      const ann = await browserOf('Ann');
      const bob = await browserOf('Bob');
      webpush.script(bob.subscriptionId, { status: 429, headers: { 'retry-after': '6' } });
      const toBob = () => webpush.received.filter((d) => d.subscriptionId === bob.subscriptionId);

      // A turn an hour long, so that no timer moves the game while the test runs.
      const { gameId } = await api.post('/games', { game: 'dice-kings', config: { TurnTime: 3600 } }, ann.token);
      await api.post(`/games/${gameId}/join`, undefined, bob.token);
      await api.post(`/games/${gameId}/start`, undefined, ann.token);
      await api.post(`/games/${gameId}/test/rig`, { dice: [[6, 6, 6, 6, 6]] });
      await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token);
      const scored = await api.post(`/games/${gameId}/commands`, { type: 'score', box: 'diceKings' }, ann.token);
      await vi.waitFor(() => expect(toBob()).toHaveLength(1), { timeout: 30_000, interval: 100 });
      await stopServer(server);

      server = await startServer(port, env);
      await vi.waitFor(() => expect(toBob()).toHaveLength(2), { timeout: 30_000, interval: 100 });
      await steady(() => webpush.received.length, 3_000);
      expect(toBob()).toHaveLength(2); // the 429, then the one message
      expect(JSON.parse(toBob()[1]!.payload).data).toEqual({ type: 'turn', gameId, version: scored.version });

      await stopServer(server, 'SIGKILL');
      server = await startServer(port, env);
      await steady(() => webpush.received.length, 3_000);
      expect(toBob()).toHaveLength(2);
      expect(webpush.received.filter((d) => d.subscriptionId === ann.subscriptionId)).toHaveLength(0);
    },
  );
});
