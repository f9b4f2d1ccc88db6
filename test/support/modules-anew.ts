/**
 * For a file whose modules must read the environment as they load (the logger its level,
 * Metrics whether it is on): sets `env`, then has the file's imports load every module anew,
 * since its worker may have loaded them for an earlier file (vitest.config.ts, isolate: false);
 * after the file, the next one loads them anew too, at the run's settings. Call it before the
 * file's dynamic imports.
 */
import { afterAll, vi } from 'vitest';

export function loadModulesAnewWith(env: Record<string, string>): void {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
}
