/**
 * The package as published (client/dist/sdk, built by `npm run build --workspace client`) runs
 * unchanged in plain Node 20: no TypeScript loader, imported by its package name.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const server = createServer((req, res) => {
  if (req.url === '/health') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  res.writeHead(409, { 'content-type': 'application/problem+json', 'x-request-id': 'r-9' });
  res.end(JSON.stringify({ type: 'x', title: 'Not your turn', status: 409, detail: 'Wait for your turn.', code: 'not-your-turn' }));
});
let url: string;
beforeAll(async () => {
  // Built here too, so this test never runs a stale build.
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'client/tsconfig.json')]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const script = `
import { ApiError, AppClient, Client, verifyWebhook, verifyGame } from '@organized-chaos/client';
const api = new Client({ baseUrl: process.env.API });
const health = await api.health();
const error = await api.sendCommand('g_1', { type: 'throw' }).catch((e) => e);
const app = new AppClient({ baseUrl: process.env.API, appId: 'app_1', secretKey: 'ocsk_1' });
const appError = await app.signInPlayer('user-1', 'Ann').catch((e) => e);
console.log(JSON.stringify({ health, apiError: error instanceof ApiError, code: error.code, status: error.status, requestId: error.requestId, appError: appError instanceof ApiError, exports: [typeof verifyWebhook, typeof verifyGame] }));
`;

describe('@organized-chaos/client in plain Node', () => {
  it('imports by name from dist and calls the API', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      env: { ...process.env, API: url },
    });
    expect(JSON.parse(stdout)).toEqual({
      health: { status: 'ok' },
      apiError: true,
      code: 'not-your-turn',
      status: 409,
      requestId: 'r-9',
      appError: true,
      exports: ['function', 'function'],
    });
  });
});
