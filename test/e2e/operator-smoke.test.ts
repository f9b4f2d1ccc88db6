/**
 * `npm run smoke` (scripts/smoke.ts), the check an operator runs after a deploy, run as they
 * run it against the local server, with a webhook receiver of its own on 127.0.0.1: every
 * check passes, none is skipped, and each line names its request ids.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack();
const pings: string[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    pings.push(JSON.parse(body).type as string);
    response.writeHead(204).end();
  });
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('npm run smoke', () => {
  it(
    'passes every check against the local server: health, CORS, sign-up, a game of each kind, live updates, a webhook ping',
    { timeout: 240_000 },
    async () => {
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const webhookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
      const { stdout } = await promisify(execFile)(
        'npm',
        ['run', '--silent', 'smoke', '--', '--base-url', ctx.api.url, '--webhook-url', webhookUrl],
        {
          timeout: 230_000,
        },
      ).catch((error: { stdout: string; stderr: string }) => {
        throw new Error(`npm run smoke failed:\n${error.stdout}\n${error.stderr}`);
      });
      const lines = stdout.trim().split('\n');
      const checks = lines.filter((line) => /^(PASS|FAIL|SKIP) /.test(line));
      expect(checks.map((line) => line.split(':')[0])).toEqual([
        'PASS health',
        'PASS cors',
        'PASS sign-up',
        'PASS quicks game',
        'PASS dice-kings game',
        'PASS rummiduck game',
        'PASS live updates',
        'PASS webhook ping',
      ]);
      for (const line of checks) expect(line).toMatch(/\[request ids: \S+/);
      expect(lines.at(-1)).toBe('8 passed, 0 failed');
      expect(pings).toContain('ping');
    },
  );
});
