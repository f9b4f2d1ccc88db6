import { createHash, randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { appOfSecretKey, SECRET_PREFIX } from '../apps/keys.ts';
import type { AppRecord } from '../apps/record.ts';
import { playerByToken, TokenRevoked, verifyToken, type Authenticated } from '../players/players.ts';
import { edgeHandler, type HttpHandler, type Reply } from './edge.ts';
import { checkPathIds } from './ids.ts';
import { idempotent, replayForReplacedToken, type IdempotencyKey, type Replayer } from './idempotency.ts';
import { Problem } from './problem.ts';
import { describeIssues } from '../contract/zod-issues.ts';

export type { HttpHandler, Reply } from './edge.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a route tells the OpenAPI document beyond its schemas. Each handler file exports it
 * beside its route, not in it: a function's bundle then leaves out the answers' schemas, which
 * only the document needs (every game's view and events, built at import: part of a game route's
 * cold start, docs/snapshots.md).
 */
export interface RouteDocs {
  summary: string;
  /** What the route does, for a person building a client: when to call it, what it answers. */
  description: string;
  tags: string[];
  /**
   * Status and description of the success response, with its body schema if any; `etag` when it
   * answers a game view or a ticket; `attachment` when it is a file to save (Content-Disposition).
   */
  success: { status: number; description: string; schema?: z.ZodType; etag?: true; attachment?: true };
  /** Other success statuses the route answers with the same body (a rematch joined rather than made: 200). */
  alsoSucceeds?: { status: number; description: string }[];
  errors: string[];
  /** Request headers the route reads beyond the edge's: names of openapi.yaml's header parameters (document.ts). */
  headers?: string[];
  /** The route takes an app's secret key, which it reads itself (its `auth` is then 'none'), not a player's token. */
  appSecretKey?: true;
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
   * The handler hands `player` to every write it makes (runCommand's `credential`) or to the read
   * it answers from (latest-game.ts): a token this function has seen is then checked there, by
   * a condition of the command's write or in the game's own read, at no request of its own (the
   * hot path). Whatever answers without such a check reads the token's item before it answers
   * (lambdaHandler), refusals included. Elsewhere the token's item is read first.
   */
  cachedToken?: boolean;
  /**
   * The route acts for a player or, with `Authorization: Bearer ocsk_…`, for an app (the webhook
   * routes: docs/contract.md, Apps): `app` is then the app the secret key names and `player`
   * undefined. A secret key of no app (deleted, or replaced and past its hours) is 401 as an
   * unknown token is. Every other route takes no secret key: to them it is an unknown token.
   */
  orApp?: true;
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
  /** The app a secret key acts for, on a route that takes one (`orApp`). */
  app: AppRecord | undefined;
  /**
   * The bearer token as sent, if any. With `player` undefined on a route that requires one: a
   * token no longer known, sent with an Idempotency-Key to a route that replaces its token
   * (the retry of a rotation: answered from its key, or 401).
   */
  bearer: string | undefined;
  rawBody: string;
  /** A POST's Idempotency-Key, with its caller and the request's hash. */
  idempotency: IdempotencyKey | undefined;
  /** The client's address as API Gateway saw it (requestContext.http.sourceIp; the socket's locally). */
  sourceIp: string;
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
        if (error instanceof TokenRevoked) throw revoked();
        // A refusal is an answer too: a token replaced or erased gets 401, not what it was refused.
        if (error instanceof Problem && request.player && !(await verifyToken(request.player))) throw revoked();
        throw error;
      }
    };
    if (!request.idempotency || route.idempotency === 'in-stream') return run();
    // Only a route that replaces its token lets a token no longer known through, and only with a key (parseRequest).
    if (request.bearer !== undefined && !request.player && route.idempotency) {
      const replayed = await replayForReplacedToken(request.idempotency, route.idempotency, request.bearer);
      if (!replayed) throw revoked();
      return replayed;
    }
    return idempotent(request.idempotency, run, route.idempotency, request.bearer);
  });
}

async function parseRequest(route: Route, event: APIGatewayProxyEventV2): Promise<Request<unknown, unknown>> {
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const rawBody = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) throw tooLarge();
  const params = (event.pathParameters ?? {}) as Record<string, string>;
  checkPathIds(params);

  const bearer = route.auth === 'none' ? undefined : bearerOf(headers.authorization, route.auth === 'required');
  const secretKey = route.orApp && bearer?.startsWith(SECRET_PREFIX) ? bearer : undefined;
  const app = secretKey === undefined ? undefined : await appOfSecretKey(secretKey);
  if (secretKey !== undefined && !app)
    throw new Problem(
      'unauthenticated',
      "This app's secret key is not known: its app was deleted, or the key was replaced more than 24 hours ago.",
    );
  const player =
    bearer === undefined || secretKey !== undefined ? undefined : await playerByToken(bearer, { cache: route.cachedToken === true });
  // A token no longer known is 401, but for the retry of a rotation it made (lambdaHandler).
  const replacesToken = typeof route.idempotency === 'object' && route.idempotency.replacesToken !== undefined;
  if (bearer !== undefined && !player && !app && !(replacesToken && headers['idempotency-key'] !== undefined)) throw revoked();
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
  // A token no longer known names no caller yet: replayForReplacedToken finds whose key it is.
  const idempotency =
    route.method === 'POST'
      ? idempotencyKeyOf(event, headers['idempotency-key'], player?.playerId ?? app?.appId ?? 'anonymous', rawBody)
      : undefined;
  return {
    body,
    query,
    params,
    headers,
    player,
    app,
    bearer,
    rawBody,
    idempotency,
    sourceIp: event.requestContext.http.sourceIp,
  };
}

const IdempotencyKeyHeader = z.string().min(1).max(255);

function idempotencyKeyOf(
  event: APIGatewayProxyEventV2,
  key: string | undefined,
  caller: string,
  rawBody: string,
): IdempotencyKey | undefined {
  if (key === undefined) return undefined;
  if (!IdempotencyKeyHeader.safeParse(key).success)
    throw new Problem('invalid-request', 'The Idempotency-Key header must be 1 to 255 characters.');
  return {
    caller,
    key,
    requestHash: requestHashOf(event.requestContext.http.method, event.rawPath, rawBody),
    attempt: randomBytes(9).toString('base64url'),
  };
}

/** What a key remembers of its request: method, path and body (`idempotency-key-reused` for another). */
export function requestHashOf(method: string, path: string, rawBody: string): string {
  // The body as parsed JSON, so a retry that spaces it differently is still the same request.
  let body = rawBody;
  try {
    body = rawBody.trim() === '' ? '' : JSON.stringify(JSON.parse(rawBody));
  } catch {
    // Not JSON: the text itself stands for the body (a route that reads one refuses it anyway).
  }
  return createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');
}

function parse(schema: z.ZodType | undefined, value: unknown, what: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw new Problem('invalid-request', describeIssues(result.error, what));
  return result.data;
}

/** The bearer token of the Authorization header; none, when the route does not require one. A malformed header is 401. */
function bearerOf(header: string | undefined, required: boolean): string | undefined {
  if (!header) {
    if (required) throw new Problem('unauthenticated', 'Send your token as `Authorization: Bearer <token>`.');
    return undefined;
  }
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  if (!match) throw revoked();
  return match[1]!;
}

const revoked = () =>
  new Problem(
    'unauthenticated',
    'The bearer token is not known (or was replaced); create a player with POST /players, or use your new token.',
  );
