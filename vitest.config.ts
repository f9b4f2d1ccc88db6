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
    // DynamoDB Local, shared by every file of a run on a loaded machine, may be slow without being
    // silent: a route's requests get the 6 s they had before the contract's 3 s (the outage tests
    // run with the contract's figure).
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      POWERTOOLS_METRICS_DISABLED: 'true',
      DYNAMODB_DEADLINE_MS: '6000',
    },
    projects: [
      // The domain, the handlers' logic and adapters (some against DynamoDB Local), the stack, the
      // SDK: mostly computing, so a worker per core (vitest's default, a core but one, ran a
      // single file at a time on two cores).
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [endToEnd], maxWorkers: cores, sequence: { groupOrder: 0 } },
      },
      // The local server over HTTP and WebSocket, npm start as a process, the browser: one file at
      // a time, after the unit project. Their concurrency tests (hundreds of players, a thousand
      // followers) and time-outs are sized for a machine they have to themselves.
      { extends: true, test: { name: 'e2e', include: [endToEnd], maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
