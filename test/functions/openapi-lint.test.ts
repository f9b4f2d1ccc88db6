/**
 * openapi.yaml passes Redocly's recommended rules and Spectral's OpenAPI ruleset without an
 * error or a warning, with both tools run from devDependencies and offline: a preloaded guard
 * fails and records every connection they try (Redocly's telemetry is turned off for it).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const guard = new URL('../support/no-network.cjs', import.meta.url).pathname;

async function offline(command: string, args: string[]) {
  const log = join(mkdtempSync(join(tmpdir(), 'no-network-')), 'attempts.log');
  writeFileSync(log, '');
  const env = {
    ...process.env,
    NODE_OPTIONS: `--require ${guard}`,
    NO_NETWORK_LOG: log,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  };
  const result = await run(join('node_modules', '.bin', command), args, { env, timeout: 120_000 }).catch(
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
  return { ...result, attempts: readFileSync(log, 'utf8') };
}

describe('openapi.yaml under the linters', () => {
  it('Redocly (recommended): no error, no warning, no connection', async () => {
    const result = await offline('redocly', ['lint', 'openapi.yaml', '--format', 'json']);
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { totals: { errors: number; warnings: number } };
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(result.attempts).toBe('');
  });

  it('Spectral (spectral:oas): no error, no warning, no connection', async () => {
    const result = await offline('spectral', ['lint', 'openapi.yaml', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']);
    expect(JSON.parse(result.stdout || '[]')).toEqual([]);
    expect(result.attempts).toBe('');
  });
});
