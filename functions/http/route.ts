import { createHash, randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { playerByToken, TokenRevoked, verifyToken, type Authenticated } from '../players/players.ts';
import { edgeHandler, type HttpHandler, type Reply } from './edge.ts';
import { idempotent, type IdempotencyKey, type Replayer } from './idempotency.ts';
import { Problem } from './problem.ts';
import { describeIssues } from '../contract/zod-issues.ts';

export type { HttpHandler, Reply } from './edge.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * What a route tells the OpenAPI document beyond its schemas. Each handler file exports it
 * beside its route, not in it: a function's bundle then leaves out the answers' schemas, which
 * only the document needs (every game's view and events: about 10 ms of a game route's cold start).
 */
export interface RouteDocs {
  summary: string;
  /** What the route does, for a person building a client: when to call it, what it answers. */
  description: string;
  tags: string[];
  /** Status and description of the success response, with its body schema if any; `etag` when it answers a game view. */
  success: { status: number; description: string; schema?: z.ZodType; etag?: true };
  /** Other success statuses the route answers with the same body (a rematch joined rather than made: 200). */
  alsoSucceeds?: { status: number; description: string }[];
  errors: string[];
  /** The request body as documented, when the route parses it itself (commands). */
  requestBody?: z.ZodType;
}

/**
 * How a POST honours Idempotency-Key (docs/contract.md). By default its first success answer is kept
 * for 24 hours (idempotency.ts). `in-stream`: the route keeps the key on what it writes (a
 * command's stream item), at no extra request. A Replayer: the route keeps less than it answered.
 */
export type Idempotency = 'in-stream' | Replayer;

export interface Route<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  auth: 'required' | 'optional' | 'none';
  /**
   * The handler hands `player` to every write it makes (runCommand's `credential`): a token this
   * function has seen is then read beside the game's Query instead of before it (the command's
   * hot path), and still before the write. Elsewhere the token's item is read first.
   */
  cachedToken?: boolean;
  body?: B;
  query?: Q;
  idempotency?: Idempotency;
  handle(request: Request<z.output<B>, z.output<Q>>): Promise<Reply>;
}

export interface Request<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  headers: Record<string, string | undefined>;
  player: Authenticated | undefined;
  rawBody: string;
  /** A POST's Idempotency-Key, with its caller and the request's hash. */
  idempotency: IdempotencyKey | undefined;
}

/** Bodies larger than any legal request (a full Rummiduck table is about 2 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export const tooLarge = () =>
  new Problem('invalid-request', `The body is larger than ${MAX_BODY_BYTES / 1024} KB; no request of this API needs that much.`, 413);

export const defineRoute = <B extends z.ZodType, Q extends z.ZodType>(route: Route<B, Q>): Route<B, Q> => route;

/** The Lambda handler of one route: auth, parsing, Idempotency-Key, and the edge's answers (edge.ts). */
export function lambdaHandler(route: Route): HttpHandler {
  return edgeHandler(`${route.method} ${route.path}`, async (event) => {
    const request = await parseRequest(route, event);
    const run = async () => {
      try {
        const reply = await route.handle(request);
        // A token taken from the warm cache: its read (made once, perhaps by the command) before answering.
        if (request.player && !(await verifyToken(request.player))) throw revoked();
        return reply;
      } catch (error) {
        throw error instanceof TokenRevoked ? revoked() : error;
      }
    };
    if (!request.idempotency || route.idempotency === 'in-stream') return run();
    return idempotent(request.idempotency, run, route.idempotency);
  });
}

async function parseRequest(route: Route, event: APIGatewayProxyEventV2): Promise<Request<unknown, unknown>> {
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const rawBody = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) throw tooLarge();

  const player =
    route.auth === 'none' ? undefined : await authenticate(headers.authorization, route.auth === 'required', route.cachedToken === true);
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
  const idempotency = route.method === 'POST' ? idempotencyKeyOf(event, headers['idempotency-key'], player, rawBody) : undefined;
  return { body, query, params: (event.pathParameters ?? {}) as Record<string, string>, headers, player, rawBody, idempotency };
}

const IdempotencyKeyHeader = z.string().min(1).max(255);

function idempotencyKeyOf(
  event: APIGatewayProxyEventV2,
  key: string | undefined,
  player: Authenticated | undefined,
  rawBody: string,
): IdempotencyKey | undefined {
  if (key === undefined) return undefined;
  if (!IdempotencyKeyHeader.safeParse(key).success)
    throw new Problem('invalid-request', 'The Idempotency-Key header must be 1 to 255 characters.');
  // The body as parsed JSON, so a retry that spaces it differently is still the same request.
  let body = rawBody;
  try {
    body = rawBody.trim() === '' ? '' : JSON.stringify(JSON.parse(rawBody));
  } catch {
    // Not JSON: the text itself stands for the body (a route that reads one refuses it anyway).
  }
  const requestHash = createHash('sha256').update(`${event.requestContext.http.method} ${event.rawPath}\n${body}`).digest('hex');
  return { caller: player?.playerId ?? 'anonymous', key, requestHash, attempt: randomBytes(9).toString('base64url') };
}

function parse(schema: z.ZodType | undefined, value: unknown, what: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw new Problem('invalid-request', describeIssues(result.error, what));
  return result.data;
}

async function authenticate(header: string | undefined, required: boolean, cache: boolean): Promise<Authenticated | undefined> {
  if (!header) {
    if (required) throw new Problem('unauthenticated', 'Send your token as `Authorization: Bearer <token>`.');
    return undefined;
  }
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  const player = match ? await playerByToken(match[1]!, { cache }) : undefined;
  if (!player) throw revoked();
  return player;
}

const revoked = () =>
  new Problem(
    'unauthenticated',
    'The bearer token is not known (or was replaced); create a player with POST /players, or use your new token.',
  );
