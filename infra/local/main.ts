/**
 * `npm start`: the whole platform on http://localhost:3000 (PORT to change it; HOST to listen
 * on another address than the loopback one). DATA_DIR keeps the data across restarts;
 * DYNAMODB_ENDPOINT names a DynamoDB to use instead of starting DynamoDB Local (EVENTS_TABLE and
 * READ_TABLE its tables' names), DYNAMODB_PORT the port of its own DynamoDB Local otherwise;
 * TEST_HOOKS=1 turns on the rig endpoint; CORS_ORIGINS names the origins browsers may call from;
 * METRICS=1 prints the handlers' metrics.
 */
export {};

// The handlers' request logs (INFO) are for operators on AWS; locally only warnings show
// unless POWERTOOLS_LOG_LEVEL says otherwise. Set before the handlers' logger is created.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// Metrics are CloudWatch's embedded-format JSON lines, one per request or so: noise on a terminal.
process.env.POWERTOOLS_METRICS_DISABLED ||= process.env.METRICS === '1' ? 'false' : 'true';
// Before the handlers load: Powertools asks for Lambda's invocation store as its metrics are made
// whenever AWS_LAMBDA_MAX_CONCURRENCY is set, and a parent process (a test's) may have set it.
(await import('./invocations.ts')).runInvocationsConcurrently();
const { JavaMissingError } = await import('./dynamodb-local.ts');
const { startLocalStack } = await import('./stack.ts');

try {
  const stack = await startLocalStack({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST || undefined,
    dataDir: process.env.DATA_DIR || undefined,
    dynamoPort: process.env.DYNAMODB_PORT ? Number(process.env.DYNAMODB_PORT) : undefined,
    testHooks: process.env.TEST_HOOKS === '1',
    // A DynamoDB of the operator's (a shared DynamoDB Local, one behind a proxy, real tables):
    // used as it is, its tables created if missing, and none started.
    dynamoEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
    tables: { events: process.env.EVENTS_TABLE || undefined, read: process.env.READ_TABLE || undefined },
  });
  const url = stack.url.replace('127.0.0.1', 'localhost');
  console.log(`Organized Chaos is listening on ${url}  (API docs: /docs, live updates: ${url.replace(/^http/, 'ws')}/ws, Ctrl-C stops)`);
  // Tools such as `npm run rebuild-projections` reach the data through this endpoint.
  console.log(`DynamoDB: ${process.env.DYNAMODB_ENDPOINT} (tables ${process.env.EVENTS_TABLE}, ${process.env.READ_TABLE})`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof JavaMissingError ? error.message : error);
  process.exit(1);
}
