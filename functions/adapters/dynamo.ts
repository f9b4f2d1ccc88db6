import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isServerError, isThrottlingError, isTransientError } from '@smithy/core/retry';

/**
 * How long the client waits before it calls the database unreachable. DynamoDB answers in
 * milliseconds, so a connection not made in a second is a network that drops it, and two
 * attempts are enough: an unreachable database is a 503 within about two seconds (one that
 * accepts connections and then hangs, about six: still inside an HTTP function's 10 s) instead
 * of the SDK's defaults (no time-out, three attempts), which would hold every caller until the
 * Lambda's own time-out. The request time-out leaves room for DynamoDB Local on a busy machine;
 * a write that landed although its answer timed out is recognised by the command service.
 */
const CONNECTION_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 3_000;
const MAX_ATTEMPTS = 2;
import { traced } from '../observability/tracer.ts';

/**
 * One client per process, reused across invocations. DYNAMODB_ENDPOINT points it at
 * DynamoDB Local; on AWS the SDK finds the region and credentials itself.
 */
function makeClient(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const limits = {
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // Without it, a request past its time-out is only logged as a warning and goes on waiting.
      throwOnRequestTimeout: true,
    },
  };
  // A subsegment per request when tracing is on (the document client shares this client's middleware).
  const raw = traced(
    new DynamoDBClient(
      endpoint ? { endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, ...limits } : limits,
    ),
  );
  // Counts the requests sent inside countRequests, by operation: Server-Timing and the tests read them.
  raw.middlewareStack.add(
    (next, context) => async (args) => {
      const name = (context.commandName ?? 'unknown').replace(/Command$/, '');
      const scoped = scope.getStore();
      if (scoped) scoped[name] = (scoped[name] ?? 0) + 1;
      if (watchers.size === 0) return next(args);
      const input = args.input as Record<string, unknown>;
      if (CAPACITY_REPORTED.has(name)) input.ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
      for (const watch of watchers)
        watch({ operation: name, input, output: result.output as unknown as Record<string, unknown>, scoped: !!scoped });
      return result;
    },
    { step: 'initialize', name: 'countRequests' },
  );
  return DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
}

const scope = new AsyncLocalStorage<Record<string, number>>();

/** One request as a watcher sees it; `scoped`: sent inside countRequests (an HTTP handler's, say). */
export interface WatchedRequest {
  operation: string;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
  scoped: boolean;
}

const watchers = new Set<(request: WatchedRequest) => void>();

/** The operations that can report the capacity units they consumed. */
const CAPACITY_REPORTED = new Set([
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactWriteItems',
  'TransactGetItems',
]);

/**
 * Sees every request the process sends and its answer, each asked for its consumed capacity
 * while someone watches (benches); returns the function that stops watching.
 */
export function watchRequests(watch: (request: WatchedRequest) => void): () => void {
  watchers.add(watch);
  return () => void watchers.delete(watch);
}

/** Runs `work` and counts the DynamoDB requests it alone sends, by operation. */
export async function countRequests<T>(work: () => Promise<T>): Promise<{ result: T; requests: Record<string, number> }> {
  const requests: Record<string, number> = {};
  const result = await scope.run(requests, work);
  return { result, requests };
}

let client: { endpoint: string | undefined; documents: DynamoDBDocumentClient } | undefined;

/** The process's client, made anew only if DYNAMODB_ENDPOINT changes (a local stack restarted). */
export function dynamo(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!client || client.endpoint !== endpoint) client = { endpoint, documents: makeClient() };
  return client.documents;
}

/**
 * Whether an error means the database could not serve the request (unreachable, timed out,
 * throttled, failing): the SDK's own classification, which its retries already acted on.
 */
export function databaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const sdkError = error as Parameters<typeof isTransientError>[0];
  return isTransientError(sdkError) || isThrottlingError(sdkError) || isServerError(sdkError);
}
