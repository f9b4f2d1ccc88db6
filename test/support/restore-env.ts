/**
 * Every test file leaves the environment as it found it. A worker runs file after file in one
 * process (vitest.config.ts, isolate: false), and the handlers read their settings from the
 * environment when called: a file's SIGN_UPS_PER_MINUTE or WEBHOOK_MODE must not become the
 * next file's. Run before each file (setupFiles).
 */
import { afterAll } from 'vitest';

const found = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in found)) delete process.env[name];
  Object.assign(process.env, found);
});
