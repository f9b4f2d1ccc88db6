import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const endToEnd = 'test/e2e/**/*.test.ts';
const cores = availableParallelism();
const dynamodb = 'test/support/dynamodb-setup.ts';
const openapiChecks = 'test/support/openapi-checks-setup.ts';

/**
 * Outside test/e2e, the files that run the code against the real parts: the adapters, the
 * stream consumers and the local stack against DynamoDB Local, and the stack itself (cdk synth,
 * cdk-nag, esbuild's bundles). The `unit` project has no DynamoDB Local: a file there that
 * reaches for one fails (its endpoint is not provided) instead of passing by luck.
 */
const integration = [
  'test/infra/**/*.test.ts',
  'test/functions/openapi-lint.test.ts',
  'test/apps/app-players.test.ts',
  'test/chips/chips.test.ts',
  'test/chips/conservation.test.ts',
  'test/fairness/wired.test.ts',
  'test/fair-share/leased-store.test.ts',
  'test/fair-share/instances.test.ts',
  'test/functions/edge-lambda.test.ts',
  'test/functions/hot-path.test.ts',
  'test/functions/requests-by-reader.test.ts',
  'test/functions/ids.test.ts',
  'test/functions/logs.test.ts',
  'test/functions/stream-poller-outage.test.ts',
  'test/functions/stream-poller.test.ts',
  'test/games/game-store-dynamo.test.ts',
  'test/games/stored-snapshots.test.ts',
  'test/games/transitions.test.ts',
  'test/leaderboards/projection.test.ts',
  'test/leaderboards/rebuild.test.ts',
  'test/live/aws-path.test.ts',
  'test/live/delivery.test.ts',
  'test/lobby/convergence.test.ts',
  'test/matchmaking/examine.test.ts',
  'test/notifications/push-reads.test.ts',
  'test/observability/call-sites.test.ts',
  'test/players/my-games.test.ts',
  'test/privacy/export.test.ts',
  'test/privacy/erase.test.ts',
  'test/apps/keys.test.ts',
  'test/players/tokens.test.ts',
  'test/ratings/projection.test.ts',
  'test/timers/arming.test.ts',
  'test/timers/quicks-timeouts.test.ts',
  'test/timers/sweep.test.ts',
  'test/timers/timeout.test.ts',
  'test/webhooks/fanout.test.ts',
  'test/webhooks/app-fanout.test.ts',
  'test/webhooks/sealed-secrets.test.ts',
];

/**
 * End-to-end files whose figures are load: hundreds of players or followers at once, a real
 * browser. They run one at a time, on a machine they have to themselves, after the others.
 */
const alone = [
  'test/e2e/browser/**/*.test.ts',
  'test/e2e/quicks/concurrency.test.ts',
  'test/e2e/platform/concurrency.test.ts',
  'test/e2e/live/crowd.test.ts',
  'test/e2e/matchmaking/quick-match.test.ts',
  'test/e2e/load.test.ts',
  'test/e2e/bots/bots.test.ts',
  'test/e2e/analysis/load.test.ts',
];

/**
 * End-to-end files whose figures are time: deadlines of a second or three, outages, restarts,
 * clients too slow to finish a request. They mostly wait (each keeps a core about half busy:
 * docs/testing.md, Where the time goes), so two at a time, but not beside the busy files of `e2e`.
 */
const timed = [
  'test/e2e/platform/slow-clients.test.ts',
  'test/e2e/silent-database.test.ts',
  'test/e2e/faults.test.ts',
  'test/e2e/lost-answers.test.ts',
  'test/e2e/late-answers.test.ts',
  'test/e2e/edge/unavailable.test.ts',
  'test/e2e/client/unavailable.test.ts',
  'test/e2e/sign-ups-across-processes.test.ts',
  'test/e2e/timers.test.ts',
  'test/e2e/timers-restart.test.ts',
  'test/e2e/notifications/restart.test.ts',
  'test/e2e/notifications/pushes-restart.test.ts',
];

/**
 * A project on a DynamoDB Local of its own (test/support/dynamodb-setup.ts). Its workers keep
 * the modules they loaded from one file to the next (isolate: false): loading the server's
 * modules anew for each file was a third of the end-to-end files' CPU (docs/testing.md, Where
 * the time goes). The handlers read their settings from the environment when called, so each
 * file's stack or tables are its own.
 */
function onDatabase(
  name: string,
  include: string[],
  { exclude = [], maxWorkers, groupOrder }: { exclude?: string[]; maxWorkers: number; groupOrder: number },
) {
  return {
    extends: true as const,
    test: { name, include, exclude, globalSetup: [dynamodb, openapiChecks], isolate: false, maxWorkers, sequence: { groupOrder } },
  };
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Metrics are JSON lines on standard output; the tests that read them turn them back on.
    // DynamoDB Local, shared by every file of a run on a loaded machine, may be slow without being
    // silent: a route's requests get 12 s, so that one attempt waits 3 s (a quarter of a request's
    // deadline, at most 3 s: functions/adapters/dynamo.ts), as long as before attempts were
    // shares; with the contract's 2.5 s a burst of 200 sign-ups and tickets met 503s on DynamoDB
    // Local. The outage and late-answer tests run with the contract's figure.
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      POWERTOOLS_METRICS_DISABLED: 'true',
      DYNAMODB_DEADLINE_MS: '12000',
    },
    // Workers keep their modules from file to file (isolate: false): each file leaves the environment as it found it.
    setupFiles: ['test/support/restore-env.ts'],
    projects: [
      // The domain, the handlers' logic on the memory stores, the SDK against fakes, the client:
      // computing only, a worker per core (vitest's default, a core but one, ran a single file
      // at a time on two cores). `npm run test:unit`, the quick loop. A worker keeps the modules
      // it loaded from one file to the next (isolate: false; docs/testing.md, Where the time goes); a
      // file whose modules read the environment when loaded loads them anew (metrics.test.ts).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [endToEnd, ...integration],
          globalSetup: [openapiChecks],
          isolate: false,
          maxWorkers: cores,
          sequence: { groupOrder: 0 },
        },
      },
      // The adapters and the stack against the real parts; in `unit`'s group, whose workers it
      // shares (vitest's sequencer queues a group's projects one after the other, by name: first
      // `integration`, then `unit`). Modules kept between files as in `unit` (docs/testing.md,
      // Where the time goes); logs.test.ts and call-sites.test.ts, which read the environment as
      // their modules load, load them anew.
      onDatabase('integration', integration, { maxWorkers: cores, groupOrder: 0 }),
      // The local server over HTTP and WebSocket: each file starts its own on free ports with
      // tables of its own, and mostly waits on I/O, so a file per core at a time.
      onDatabase('e2e', [endToEnd], { exclude: [...alone, ...timed], maxWorkers: cores, groupOrder: 1 }),
      // Then the files that measure time, two at a time.
      onDatabase('e2e-timed', timed, { maxWorkers: cores, groupOrder: 2 }),
      // Then the files that measure load, one at a time.
      onDatabase('e2e-alone', alone, { maxWorkers: 1, groupOrder: 3 }),
    ],
  },
});
