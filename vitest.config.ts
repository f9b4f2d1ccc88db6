import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // DynamoDB Local is started once per run (it takes a few seconds), not per test.
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
  },
});
