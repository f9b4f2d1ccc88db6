import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { apiRoutes, routes } from '../../functions/http/routes.ts';
import { servedRoutes } from '../../functions/http/served-routes.ts';
import { installPoster } from '../../functions/live/poster.ts';
import { liveRoutes } from '../../functions/live/routes.ts';
import { resetClock } from '../../functions/adapters/clock.ts';
import { forgetBudgets } from '../../functions/fair-share/stores.ts';
import { onAppended } from '../../functions/adapters/event-store.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { consumers } from './consumers.ts';
import { localServices } from './services.ts';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.ts';
import { createHttpServer } from './http-server.ts';
import { LocalLiveServer } from './live-server.ts';
import { localCheckpoints } from './stream-checkpoints.ts';
import { StreamPoller } from './stream-poller.ts';
import { createTables } from './tables.ts';
import { runInvocationsConcurrently } from './invocations.ts';
import { installDataKeys } from '../../functions/secrets/installed.ts';
import { localSecretsKeys } from './secrets-key.ts';
import { installVapidKeys } from '../../functions/notifications/vapid.ts';
import { localVapidKeys } from './vapid-keys.ts';

export interface LocalStackOptions {
  /** HTTP port; 0 picks a free one. */
  port?: number;
  /** The address to listen on: the loopback interface unless another is named (`0.0.0.0`: every interface). */
  host?: string;
  /** Keep DynamoDB's data in this folder across restarts (default: in memory). */
  dataDir?: string;
  /** The port of the DynamoDB Local it starts (default: a free one). */
  dynamoPort?: number;
  /** Use this DynamoDB (tests share one) instead of starting DynamoDB Local. */
  dynamoEndpoint?: string;
  /** Table name prefix, so test files sharing one DynamoDB Local stay apart. */
  tablePrefix?: string;
  /** The tables' names, where they are not `<prefix>-events` and `<prefix>-read`. */
  tables?: { events?: string; read?: string };
  testHooks?: boolean;
  /** Close a WebSocket connection idle this long (default: API Gateway's 10 minutes). */
  liveIdleMs?: number;
}

export interface LocalStack {
  url: string;
  /** Resolves once the stream consumers have seen everything written so far. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole platform on one machine: DynamoDB Local, the tables, the HTTP API served by the
 * Lambda handlers, and a stream poller per stream consumer feeding the same handlers as on AWS.
 * Handlers read their settings from the environment, as Lambda functions do.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  runInvocationsConcurrently();
  let dynamoLocal: DynamoDbLocal | undefined;
  let endpoint = options.dynamoEndpoint;
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  if (!endpoint) {
    dynamoLocal = await startDynamoDbLocal({ dataDir: options.dataDir, port: options.dynamoPort });
    endpoint = dynamoLocal.endpoint;
  }
  const prefix = options.tablePrefix ?? 'oc';
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: endpoint,
    EVENTS_TABLE: options.tables?.events ?? `${prefix}-events`,
    READ_TABLE: options.tables?.read ?? `${prefix}-read`,
    AWS_REGION: process.env.AWS_REGION ?? 'local',
    TEST_HOOKS: options.testHooks ? '1' : '0',
    API_ROUTES: servedRoutes(options.testHooks ? routes : apiRoutes),
  });
  // Lambda runs Node.js 22; this machine's Node.js 20 needs no reminder from the SDK.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

  // DynamoDB Local takes any credentials; real tables (an endpoint of AWS's) the environment's.
  const local = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(endpoint);
  const config = local ? { endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : { endpoint };
  const client = new DynamoDBClient(config);
  await createTables(client);
  // A poller per consumer, as each has an event source mapping of its own on AWS.
  const streamsClient = new DynamoDBStreamsClient(config);
  const pollers = consumers.map(
    (consumer) =>
      new StreamPoller(client, streamsClient, tableNames().events, [consumer], {
        busyPollMs: consumer.busyPollMs,
        checkpoints: localCheckpoints(consumer.name, options.dataDir),
      }),
  );
  pollers.forEach((poller) => poller.start());
  const stopNudging = onAppended(() => pollers.forEach((poller) => poller.nudge()));

  // Secrets are sealed with the data folder's master key (KMS's on AWS), before any handler may seal or open one.
  installDataKeys(localSecretsKeys(options.dataDir));
  // The Web Push key pair, kept in the data folder as the stack keeps it in a secret.
  installVapidKeys(localVapidKeys(options.dataDir));
  for (const service of localServices) await service.start();

  // Without the test hooks their paths are no route at all, as in a deployed stack.
  const server = createHttpServer(options.testHooks ? routes : apiRoutes);
  // Live updates: the WebSocket API on the same port (/ws), and the Management API's stand-in.
  const live = new LocalLiveServer(server, liveRoutes, options.liveIdleMs);
  installPoster(live);
  const host = options.host ?? '127.0.0.1';
  // A port already taken is an error `npm start` reports, not an unhandled event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: urlOf(host, port),
    settled: async () => void (await Promise.all(pollers.map((poller) => poller.idle()))),
    async stop() {
      await live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      stopNudging();
      await Promise.all(pollers.map((poller) => poller.stop()));
      for (const service of [...localServices].reverse()) await service.stop();
      installPoster(undefined);
      // The server is gone, and its clock with it: the next one in this process starts at the real time.
      resetClock();
      // And its budgets: the next one's requests from this address start with full buckets.
      forgetBudgets();
      installDataKeys(undefined);
      installVapidKeys(undefined);
      client.destroy();
      await dynamoLocal?.stop();
    },
  };
}

/** Where this machine reaches the server: an "every interface" address is reached on the loopback one. */
function urlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
