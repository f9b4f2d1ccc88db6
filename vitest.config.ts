import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const endToEnd = 'test/e2e/**/*.test.ts';
const cores = availableParallelism();

export default defineConfig({
  test: {
    // DynamoDB Local is started once per project and run (it takes a few seconds), not per test.
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Metrics are JSON lines on standard output; the tests that read them turn them back on.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'ERROR', POWERTOOLS_METRICS_DISABLED: 'true' },
    projects: [
      // The domain, the handlers' logic and adapters (some against DynamoDB Local), the stack, the
      // SDK: mostly computing, so a worker per core (vitest's default, a core but one, ran a
      // single file at a time on two cores).
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [endToEnd], maxWorkers: cores, sequence: { groupOrder: 0 } },
      },
      // The local server over HTTP and WebSocket, npm start as a process, the browser: a file per
      // core too. Twice as many timed out on a machine shared by eight sessions (2026-12-02).
      { extends: true, test: { name: 'e2e', include: [endToEnd], maxWorkers: cores, sequence: { groupOrder: 1 } } },
    ],
  },
});
