import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const endToEnd = 'test/e2e/**/*.test.ts';
const cores = availableParallelism();

/**
 * End-to-end files whose figures are load or time: hundreds of players or followers at once,
 * deadlines of a second or three, a real browser. They run one at a time, on a machine they
 * have to themselves, after the others.
 */
const alone = [
  'test/e2e/browser/**/*.test.ts',
  'test/e2e/quicks/concurrency.test.ts',
  'test/e2e/platform/concurrency.test.ts',
  'test/e2e/platform/slow-clients.test.ts',
  'test/e2e/live/crowd.test.ts',
  'test/e2e/matchmaking/quick-match.test.ts',
  'test/e2e/load.test.ts',
  'test/e2e/bots/bots.test.ts',
  'test/e2e/silent-database.test.ts',
  'test/e2e/faults.test.ts',
  'test/e2e/lost-answers.test.ts',
  'test/e2e/edge/unavailable.test.ts',
  'test/e2e/client/unavailable.test.ts',
  'test/e2e/sign-ups-across-processes.test.ts',
  'test/e2e/timers.test.ts',
  'test/e2e/timers-restart.test.ts',
];

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
      // The local server over HTTP and WebSocket: each file starts its own on free ports with
      // tables of its own, and mostly waits on I/O, so a file per core at a time, after `unit`.
      { extends: true, test: { name: 'e2e', include: [endToEnd], exclude: alone, maxWorkers: cores, sequence: { groupOrder: 1 } } },
      // Then the files above, one at a time.
      { extends: true, test: { name: 'e2e-alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 2 } } },
    ],
  },
});
