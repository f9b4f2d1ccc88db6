/**
 * `npm start` with DATA_DIR keeps what push needs across a restart: the same VAPID key pair (a
 * browser subscribed before it still gets its messages), the devices, and the app's sealed push
 * credentials. `npm start` runs as a child process.
 */
import type { ChildProcess } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/local/dynamodb-local.ts';
import { VAPID_KEYS_FILE } from '../../../infra/local/vapid-keys.ts';
import { client, startServer, stopServer } from '../../support/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oc-push-'));
let server: ChildProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const put = async (url: string, body: unknown, token: string) =>
  (
    await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
  ).status;

describe('push across a restart of npm start with DATA_DIR', () => {
  it('keeps the VAPID key pair, the devices and the app’s credentials', { timeout: 150_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = client(base);
    server = await startServer(port, { DATA_DIR: dataDir });
    const { publicKey } = await api.get('/push/webpush');
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(join(dataDir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);

    const ann = await api.post('/players', { name: 'Ann' });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const browser = {
      platform: 'webpush',
      subscription: {
        endpoint: 'http://127.0.0.1:9/push/ann',
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: 'FPssNDTKnInHVndSTdbKFw' },
      },
    };
    expect(await put(`${base}/players/me/devices/anns-browser`, browser, ann.token)).toBe(201);
    const app = await api.post('/apps', { name: 'Dice Kings Mobile' }, ann.token);
    expect(await put(`${base}/apps/${app.appId}/push/expo`, { accessToken: 'expo-access-token' }, ann.token)).toBe(200);
    const devices = await api.get('/players/me/devices', ann.token);

    await stopServer(server);
    server = await startServer(port, { DATA_DIR: dataDir });
    expect(await api.get('/push/webpush')).toEqual({ publicKey });
    expect(await api.get('/players/me/devices', ann.token)).toEqual(devices);
    expect((await api.get(`/apps/${app.appId}`, ann.token)).push).toEqual({ apns: false, fcm: false, expo: true });
    // The same browser registering again after the restart replaces its device: 200.
    expect(await put(`${base}/players/me/devices/anns-browser`, browser, ann.token)).toBe(200);
  });
});
