import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { logger } from '../adapters/logger.ts';
import { describeIssues } from '../contract/zod-issues.ts';
import { observability } from '../observability/middleware.ts';
import { LiveError, type actions, type ServerMessage } from './protocol.ts';

export type RouteKey = '$connect' | '$disconnect' | '$default' | (typeof actions)[number];

export interface LiveRequest<M> {
  connectionId: string;
  /** When the connection was opened (ms), as API Gateway tells every route. */
  connectedAt: number;
  /** The message, validated by the route's schema (message routes). */
  message: M;
  /** The message as sent. */
  body: string;
  /** The client's address, as API Gateway tells every route of a connection (`identity.sourceIp`). */
  sourceIp: string;
}

/** One route of the WebSocket API: its key, the schema of its message, and what it answers. */
export interface LiveRoute<S extends z.ZodType = z.ZodType> {
  routeKey: RouteKey;
  message?: S;
  /** The answer sent back on the connection (API Gateway's route response), if any. */
  handle(request: LiveRequest<z.output<S>>): Promise<ServerMessage | undefined>;
}

export type WebSocketHandler = (event: APIGatewayProxyWebsocketEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export const defineLiveRoute = <S extends z.ZodType>(route: LiveRoute<S>): LiveRoute<S> => route;

/**
 * The Lambda handler of one WebSocket route: the message parsed and validated, what the
 * client got wrong answered as an `error` message (the connection stays open), structured
 * logs naming the request, the route and the connection. $connect answers with its status
 * alone: anything but 200 refuses the connection.
 */
export function liveHandler(route: LiveRoute): WebSocketHandler {
  const base = async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const { connectionId, connectedAt, requestId } = event.requestContext;
    logger.appendKeys({ requestId, route: route.routeKey, connectionId });
    const body = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
    try {
      // API Gateway's WebSocket events carry `identity`, which the aws-lambda types leave out.
      const sourceIp = (event.requestContext as { identity?: { sourceIp?: string } }).identity?.sourceIp ?? '';
      const reply = await route.handle({ connectionId, connectedAt, body, sourceIp, message: parse(route, body) });
      return reply ? { statusCode: 200, body: JSON.stringify(reply) } : { statusCode: 200 };
    } catch (error) {
      if (error instanceof LiveError) {
        // The code, not the detail: a detail may quote what the client sent (edge.ts).
        logger.info('refused', { code: error.code });
        return { statusCode: 200, body: JSON.stringify(error.toMessage()) };
      }
      logger.error('unexpected error', error as Error);
      const failed = new LiveError('unavailable', 'The server failed to handle this message; nothing was done. Try again.', gameIdOf(body));
      return { statusCode: 500, body: JSON.stringify(failed.toMessage()) };
    } finally {
      logger.removeKeys(['requestId', 'route', 'connectionId']);
    }
  };
  // Never the whole event, whatever POWERTOOLS_LOGGER_LOG_EVENT says: it holds the bearer token,
  // the body (a name) and the path (an external id).
  return middy(base)
    .use(injectLambdaContext(logger, { resetKeys: true, logEvent: false }))
    .use(observability()) as unknown as WebSocketHandler;
}

function parse(route: LiveRoute, body: string): unknown {
  if (!route.message) return undefined;
  const json = parseJson(body);
  if (json === undefined) throw new LiveError('invalid-request', 'The message is not valid JSON.');
  const result = route.message.safeParse(json);
  if (!result.success) throw new LiveError('invalid-request', describeIssues(result.error, 'The message'), gameIdOf(body));
  return result.data;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The game a message names, to say which game an error is about. */
export function gameIdOf(body: string): string | undefined {
  const json = parseJson(body);
  if (typeof json !== 'object' || json === null) return undefined;
  const { gameId } = json as { gameId?: unknown };
  return typeof gameId === 'string' && gameId.length > 0 && gameId.length <= 100 ? gameId : undefined;
}
