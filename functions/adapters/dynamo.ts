import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, handleWhen, IsolatedCircuitError } from 'cockatiel';
import { AwsError, awsRequest, region, transient } from './aws-request.ts';
import { documentOutput, DYNAMODB_ERRORS, wireInput, type DocumentClient, type DocumentCommand } from './documents.ts';
import { withAwsRetries } from './aws-retries.ts';
import { reportAwsCall } from './aws-calls.ts';
import { untilOwnTransactionSettles } from './own-transaction.ts';

/**
 * How long one attempt waits for DynamoDB, which answers in milliseconds, before calling it
 * silent, outside any deadline (the stream poller, timers, tools): room for DynamoDB Local on a
 * busy machine. Inside a deadline (every HTTP request: `withinDeadline`) an attempt waits at
 * most ATTEMPT_SHARE of it, and never past it, so a database that accepts connections and never
 * answers is a 503 within the route's budget, and a write whose answer comes late leaves its
 * writer the time to learn whether it landed (landed.ts). A transaction retried while its first
 * try still runs waits for it (own-transaction.ts).
 */
export const DYNAMODB_RETRIES = { timeoutMs: 3_000, attempts: 2 };

/**
 * The breaker (cockatiel): after this many calls in a row the database did not answer (each
 * call already tried twice), it is known to be silent and every call fails at once, without
 * waiting; after HALF_OPEN_AFTER_MS one call is let through to probe it, and its success
 * closes the breaker again. Only silence counts: a refusal, a throttle or a failed condition is
 * the database answering.
 */
const SILENT_CALLS = 3;
export const HALF_OPEN_AFTER_MS = 1_000;

/** The database did not answer: the network failed, an attempt timed out, or DynamoDB failed itself (5xx). */
const silence = (error: Error) =>
  error.name === 'NetworkError' || error.name === 'TimeoutError' || ((error as AwsError).$metadata?.httpStatusCode ?? 0) >= 500;

/**
 * A write that timed out and the client's retry of it take two shares of the deadline, with the
 * wait between them: the rest is left for what came before the write, and to look whether it
 * landed, on a fresh connection, and write it again if it did not (landed.ts), so that a late
 * answer is still answered truly within the contract's 3 s.
 */
const ATTEMPT_SHARE = 1 / 4;

/** What the DynamoDB requests of one piece of work (an HTTP request) share. */
interface Deadline {
  /** When every one of them must be answered or given up. */
  until: number;
  /** The longest one attempt may wait. */
  attemptMs: number;
  /** One of them met silence: the later ones go on fresh connections, not on kept ones that may be as dead. */
  silent: boolean;
}

const deadlines = new AsyncLocalStorage<Deadline>();

/**
 * Runs `work` with every DynamoDB request it sends answered, or given up, within `ms` from
 * now (or the enclosing deadline, if sooner), each attempt within a share of it.
 */
export function withinDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const enclosing = deadlines.getStore();
  return deadlines.run(
    {
      until: Math.min(enclosing?.until ?? Infinity, Date.now() + ms),
      attemptMs: enclosing?.attemptMs ?? ms * ATTEMPT_SHARE,
      silent: enclosing?.silent ?? false,
    },
    work,
  );
}

/**
 * The request got no answer that says what became of it (it timed out, its connection was lost,
 * or DynamoDB failed itself): a write may have landed all the same.
 */
export const answerUnknown = (error: unknown): boolean => error instanceof Error && silence(error);

/**
 * Runs `work` outside any request's deadline: on one machine, a job an HTTP request queues
 * in-process (a quick-match look) is its worker's invocation, not the request's, as on AWS.
 */
export const outsideDeadline = <T>(work: () => T): T => deadlines.exit(work);

/**
 * One client per process, reused across invocations (aws-request.ts keeps its connections alive).
 * DYNAMODB_ENDPOINT points it at DynamoDB Local; on AWS it is the region's endpoint.
 */
function makeClient(endpoint: string): DocumentClient {
  const breaker = circuitBreaker(handleWhen(silence), { halfOpenAfter: HALF_OPEN_AFTER_MS, breaker: new ConsecutiveBreaker(SILENT_CALLS) });
  return {
    async send<Input extends object, Output>(command: DocumentCommand<Input, Output>): Promise<Output> {
      const { operation } = command;
      reportAwsCall({ service: 'dynamodb', operation, input: command.input as Record<string, unknown> });
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
      const deadline = deadlines.getStore();
      // One attempt, given what is left of the deadline; the retries (the SDK's classes and
      // waits, aws-retries.ts) are here, where that is known. awsRequest logs each failed try.
      const send = (until: number) => {
        const left = until - Date.now();
        if (left <= 0)
          throw new AwsError('TimeoutError', `${operation}: no time is left of the request's deadline or of this attempt`, undefined);
        return awsRequest<Record<string, unknown>>({
          service: 'dynamodb',
          endpoint,
          method: 'POST',
          path: '/',
          headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `DynamoDB_20120810.${operation}` },
          body,
          operation,
          timeoutMs: left,
          errors: DYNAMODB_ERRORS,
          attempts: 1,
          freshConnection: deadline?.silent,
        }).catch((error: unknown) => {
          // The connection that met silence may not be the only dead one: the later requests take fresh ones.
          if (deadline && ['NetworkError', 'TimeoutError'].includes((error as Error).name)) deadline.silent = true;
          throw error;
        });
      };
      // A retried transaction that meets our own first try still running waits for it within
      // the attempt's time (own-transaction.ts): the attempts and the retry budget stay as they are.
      const attempt = () => {
        const until = Math.min(
          deadline?.until ?? Infinity,
          Date.now() + Math.min(DYNAMODB_RETRIES.timeoutMs, deadline?.attemptMs ?? Infinity),
        );
        return untilOwnTransactionSettles(() => send(until), until);
      };
      const input = command.input as Record<string, unknown>;
      let wire: Record<string, unknown> | undefined;
      try {
        wire = await breaker.execute(() => withAwsRetries(DYNAMODB_RETRIES, attempt, () => {}));
      } catch (error) {
        // A refused request (a failed condition, say) was still sent, and still cost a request.
        for (const [watch, { failures }] of watchers)
          if (failures) watch({ operation, input, output: {}, scoped: !!scoped, failed: (error as Error).name });
        throw error;
      }
      const output = documentOutput(operation, wire ?? {});
      for (const [watch] of watchers) watch({ operation, input, output, scoped: !!scoped });
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
  /** The error's name, for a request that failed (seen only by a watcher that asks for failures). */
  failed?: string;
}

const watchers = new Map<(request: WatchedRequest) => void, { failures: boolean }>();

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
 * while someone watches (benches); with `failures`, the requests that failed too (their output
 * empty). Returns the function that stops watching.
 */
export function watchRequests(watch: (request: WatchedRequest) => void, { failures = false } = {}): () => void {
  watchers.set(watch, { failures });
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
 * throttled, failing, or known to be silent: the breaker is open), as opposed to refusing what
 * was asked: the errors worth one more try.
 */
export const databaseUnreachable = (error: unknown): boolean =>
  transient(error) || error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError;
