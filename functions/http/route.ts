import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { z } from 'zod';
import { countRequests } from '../adapters/dynamo.ts';
import { playerByToken, type PlayerRecord } from '../players/players.ts';
import { logger } from '../adapters/logger.ts';
import { observability } from '../observability/middleware.ts';
import { Problem } from './problem.ts';
import { describeIssues } from './zod-issues.ts';

export type Method = 'GET' | 'POST' | 'DELETE';

/** What a route tells the OpenAPI document beyond its schemas. */
export interface RouteDocs {
  summary: string;
  tags: string[];
  /** Status and description of the success response, with its body schema if any. */
  success: { status: number; description: string; schema?: z.ZodType };
  errors: string[];
  /** The request body as documented, when the route parses it itself (commands). */
  requestBody?: z.ZodType;
}

export interface Route<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  auth: 'required' | 'optional' | 'none';
  body?: B;
  query?: Q;
  docs: RouteDocs;
  handle(request: Request<z.output<B>, z.output<Q>>): Promise<Reply>;
}

export interface Request<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  headers: Record<string, string | undefined>;
  player: PlayerRecord | undefined;
  rawBody: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Bodies larger than any legal request (a full Rummiduck table is about 2 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export const tooLarge = () =>
  new Problem('invalid-request', `The body is larger than ${MAX_BODY_BYTES / 1024} KB; no request of this API needs that much.`, 413);

export const defineRoute = <B extends z.ZodType, Q extends z.ZodType>(route: Route<B, Q>): Route<B, Q> => route;

/** The Lambda handler of one route: auth, parsing, problem+json errors, structured logs, metrics and traces. */
export function lambdaHandler(route: Route): HttpHandler {
  const base = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    try {
      const reply = await route.handle(await parseRequest(route, event));
      return json(reply.status, reply.body, reply.headers);
    } catch (error) {
      if (error instanceof Problem) {
        logger.info('refused', { code: error.code, detail: error.detail });
        return problem(error);
      }
      logger.error('unexpected error', error as Error);
      return problem(new Problem('internal-error', 'The server failed to handle this request; nothing was applied. Try again.'));
    }
  };
  // Every answer says what it cost in DynamoDB requests (Server-Timing), for operators and the bench.
  const measured = async (event: APIGatewayProxyEventV2) => {
    const started = performance.now();
    // Every log line of the request names it (API Gateway's request id), its route and its game.
    logger.appendKeys({
      requestId: event.requestContext?.requestId,
      route: `${route.method} ${route.path}`,
      gameId: event.pathParameters?.gameId,
    });
    try {
      const { result, requests } = await countRequests(() => base(event));
      const total = Object.values(requests).reduce((a, b) => a + b, 0);
      const ms = (performance.now() - started).toFixed(1);
      logger.info('answered', { status: result.statusCode, dynamodbRequests: requests, ms: Number(ms) });
      result.headers = { ...result.headers, 'server-timing': `dynamodb;desc="${total} requests";dur=${ms}` };
      return result;
    } finally {
      logger.removeKeys(['requestId', 'route', 'gameId']);
    }
  };
  return middy(measured)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(observability()) as unknown as HttpHandler;
}

async function parseRequest(route: Route, event: APIGatewayProxyEventV2): Promise<Request<unknown, unknown>> {
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const rawBody = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) throw tooLarge();

  const player = route.auth === 'none' ? undefined : await authenticate(headers.authorization, route.auth === 'required');
  const query = parse(route.query, event.queryStringParameters ?? {}, 'The query');
  let body: unknown = undefined;
  if (route.body) {
    let json: unknown = {};
    if (rawBody.trim() !== '') {
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new Problem('invalid-request', 'The body is not valid JSON.');
      }
    }
    body = parse(route.body, json, 'The body');
  }
  return { body, query, params: (event.pathParameters ?? {}) as Record<string, string>, headers, player, rawBody };
}

function parse(schema: z.ZodType | undefined, value: unknown, what: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw new Problem('invalid-request', describeIssues(result.error, what));
  return result.data;
}

async function authenticate(header: string | undefined, required: boolean): Promise<PlayerRecord | undefined> {
  if (!header) {
    if (required) throw new Problem('unauthenticated', 'Send your token as `Authorization: Bearer <token>`.');
    return undefined;
  }
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  const player = match ? await playerByToken(match[1]!) : undefined;
  if (!player) throw new Problem('unauthenticated', 'The bearer token is not known; create a player with POST /players.');
  return player;
}

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  if (body === undefined) return { statusCode: status, headers };
  return { statusCode: status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function problem(p: Problem): APIGatewayProxyStructuredResultV2 {
  return { statusCode: p.status, headers: { 'content-type': 'application/problem+json' }, body: JSON.stringify(p.body) };
}
