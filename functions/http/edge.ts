import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { countRequests, databaseUnreachable, HALF_OPEN_AFTER_MS, withinDeadline } from '../adapters/dynamo.ts';
import { VersionTaken } from '../adapters/event-store.ts';
import { corsHeaders } from './cors.ts';
import { countRequest, type Counted } from '../fair-share/gate.ts';
import { rateLimited } from './budget-refusal.ts';
import { logger } from '../adapters/logger.ts';
import { observability } from '../observability/middleware.ts';
import { Problem } from './problem.ts';
import { revealNames } from '../privacy/reveal.ts';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** When a client may try an `unavailable` answer again (Retry-After, seconds): when the breaker next probes the database. */
const RETRY_AFTER_SECONDS = Math.ceil(HALF_OPEN_AFTER_MS / 1000);

/**
 * How long a route's DynamoDB requests may take in all: docs/contract.md (Service) wants a
 * silent database answered with 503 within three seconds, and the rest is left to Lambda, API
 * Gateway and the answer itself. DYNAMODB_DEADLINE_MS changes it (the test suite gives a
 * DynamoDB Local shared by many test files on a loaded machine more; its outage tests do not).
 */
const databaseDeadlineMs = () => Number(process.env.DYNAMODB_DEADLINE_MS) || 2_500;

/**
 * The request's id: API Gateway's on AWS (the local server makes one for each request, in
 * the same place). It is the answer's X-Request-Id, the problem body's `requestId` and a key
 * of every log line of the request, so a client's report leads to the server's logs.
 */
const requestIdOf = (event: APIGatewayProxyEventV2): string => event.requestContext?.requestId || randomUUID();

/** What every answer carries, whoever made it: the request id and the CORS headers. */
export function edgeHeaders(event: APIGatewayProxyEventV2): Record<string, string> {
  return { 'x-request-id': requestIdOf(event), ...corsHeaders(headerOf(event, 'origin')) };
}

export const headerOf = (event: APIGatewayProxyEventV2, name: string): string | undefined =>
  Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];

/**
 * The Lambda handler around one answer (a route's, or the `$default` route's): every request
 * is first counted against its fair-share budget (functions/fair-share/gate.ts; past it, 429
 * and nothing else), every answer gets the edge headers, the budget's and Server-Timing (what it cost in DynamoDB requests, for operators
 * and the bench), every refusal becomes application/problem+json, and a database that cannot
 * be reached is 503 `unavailable`, never a 500. Its metrics are flushed once per invocation.
 */
export function edgeHandler(name: string, answer: (event: APIGatewayProxyEventV2) => Promise<Reply>): HttpHandler {
  const handle = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const started = performance.now();
    const requestId = requestIdOf(event);
    // Every log line of the request names it, its route and its game.
    logger.appendKeys({ requestId, route: name, gameId: event.pathParameters?.gameId });
    // The budget the request counted against (docs/contract.md, Fair share): its headers go on every answer, refusals too.
    let budget: Counted | undefined;
    try {
      const { result: reply, requests } = await countRequests(() =>
        withinDeadline(databaseDeadlineMs(), async () => {
          // Counted before any work of the route: a request past its budget does nothing more.
          budget = await countRequest(event, name);
          if (budget && !budget.admitted) throw rateLimited(budget);
          // Names leave sealed in what was stored (a kept Idempotency-Key answer too) and are
          // revealed here, on the way out only, refusals' details included (functions/privacy/).
          return revealReply(await answer(event).catch((error: unknown) => refusal(error, requestId)));
        }).catch((error: unknown) => refusal(error, requestId)),
      );
      const total = Object.values(requests).reduce((a, b) => a + b, 0);
      const ms = (performance.now() - started).toFixed(1);
      logger.info('answered', { status: reply.status, dynamodbRequests: requests, ms: Number(ms) });
      return json(reply.status, reply.body, {
        ...edgeHeaders(event),
        ...reply.headers,
        ...budget?.headers,
        'server-timing': `dynamodb;desc="${total} requests";dur=${ms}`,
      });
    } finally {
      logger.removeKeys(['requestId', 'route', 'gameId']);
    }
  };
  // Never the whole event, whatever POWERTOOLS_LOGGER_LOG_EVENT says: it holds the bearer token,
  // the body (a name) and the path (an external id).
  return middy(handle)
    .use(injectLambdaContext(logger, { resetKeys: true, logEvent: false }))
    .use(observability()) as unknown as HttpHandler;
}

/** The reply with every person's name in its body as it may be shown now. */
const revealReply = async (reply: Reply): Promise<Reply> =>
  reply.body === undefined ? reply : { ...reply, body: await revealNames(reply.body) };

/** The answer to what a handler threw. */
function refusal(error: unknown, requestId: string): Reply {
  if (error instanceof Problem) {
    // The code, not the detail: a detail may quote what the client sent (an unknown key, an
    // external id, a path), and the client has it in the answer.
    logger.info('refused', { code: error.code });
    return problemReply(error, requestId);
  }
  if (databaseUnreachable(error) || error instanceof VersionTaken) {
    // Not the client's fault and not a bug: the database did not answer in time, or a game
    // is written to so often that a command could not get its turn.
    logger.warn('unavailable', error as Error);
    return problemReply(
      new Problem(
        'unavailable',
        'The service cannot serve this request just now; nothing you sent was wrong. Try again in a moment (with the same Idempotency-Key, a retry is safe).',
      ),
      requestId,
    );
  }
  logger.error('unexpected error', error as Error);
  return problemReply(
    new Problem('internal-error', 'The server failed to handle this request; nothing was applied. Try again.'),
    requestId,
  );
}

function problemReply(problem: Problem, requestId: string): Reply {
  return {
    status: problem.status,
    body: problem.bodyFor(requestId),
    headers: {
      'content-type': 'application/problem+json',
      ...(problem.code === 'unavailable' && { 'retry-after': String(RETRY_AFTER_SECONDS) }),
      ...(problem.retryAfterSeconds !== undefined && { 'retry-after': String(problem.retryAfterSeconds) }),
    },
  };
}

/** A refusal answered outside any handler (the local server's own checks), with the edge headers. */
export function refuse(event: APIGatewayProxyEventV2, problem: Problem): APIGatewayProxyStructuredResultV2 {
  const reply = problemReply(problem, requestIdOf(event));
  return json(reply.status, reply.body, { ...edgeHeaders(event), ...reply.headers });
}

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  if (body === undefined) return { statusCode: status, headers };
  return { statusCode: status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
