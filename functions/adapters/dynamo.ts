import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { awsRequest, region, transient } from './aws-request.ts';
import { documentOutput, DYNAMODB_ERRORS, wireInput, type DocumentClient, type DocumentCommand } from './documents.ts';

/**
 * How long the client waits before it calls the database unreachable. DynamoDB answers in
 * milliseconds, so two attempts of three seconds each are enough: an unreachable database is
 * a 503 at once (connection refused) or within about six seconds (one that accepts connections
 * and then hangs: still inside an HTTP function's 10 s), instead of holding every caller until
 * the Lambda's own time-out. The request time-out leaves room for DynamoDB Local on a busy
 * machine; a write that landed although its answer timed out is recognised by the command
 * service.
 */
export const DYNAMODB_RETRIES = { timeoutMs: 3_000, attempts: 2 };

/**
 * One client per process, reused across invocations (aws-request.ts keeps its connections alive).
 * DYNAMODB_ENDPOINT points it at DynamoDB Local; on AWS it is the region's endpoint.
 */
function makeClient(endpoint: string): DocumentClient {
  return {
    async send<Input extends object, Output>(command: DocumentCommand<Input, Output>): Promise<Output> {
      const { operation } = command;
      // Counts the requests sent inside countRequests, by operation: Server-Timing and the tests read them.
      const scoped = scope.getStore();
      if (scoped) scoped[operation] = (scoped[operation] ?? 0) + 1;
      const watched = watchers.size > 0 && CAPACITY_REPORTED.has(operation);
      const body = wireInput({
        ...(watched && { ReturnConsumedCapacity: 'TOTAL' }),
        // As the SDK does: a retried transaction that had landed is recognised by DynamoDB (for ten minutes) and not applied twice.
        ...(operation === 'TransactWriteItems' && { ClientRequestToken: randomUUID() }),
        ...command.input,
      });
      const wire = await awsRequest<Record<string, unknown>>({
        service: 'dynamodb',
        endpoint,
        method: 'POST',
        path: '/',
        headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `DynamoDB_20120810.${operation}` },
        body,
        operation,
        ...DYNAMODB_RETRIES,
        errors: DYNAMODB_ERRORS,
      });
      const output = documentOutput(operation, wire ?? {});
      for (const watch of watchers) watch({ operation, input: command.input as Record<string, unknown>, output, scoped: !!scoped });
      return output as Output;
    },
  };
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

let client: { endpoint: string; documents: DocumentClient } | undefined;

/** The process's client, made anew only if DYNAMODB_ENDPOINT changes (a local stack restarted). */
export function dynamo(): DocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT ?? `https://dynamodb.${region()}.amazonaws.com`;
  if (!client || client.endpoint !== endpoint) client = { endpoint, documents: makeClient(endpoint) };
  return client.documents;
}

/**
 * Whether an error means the database could not serve the request (unreachable, timed out,
 * throttled, failing), as opposed to refusing what was asked: the errors worth one more try.
 */
export const databaseUnreachable = transient;
