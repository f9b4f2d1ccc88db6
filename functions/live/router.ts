import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { byRouteKey as byKey } from '../adapters/route-key-router.ts';
import { heldToRate } from './message-rate.ts';
import type { WebSocketHandler } from './route.ts';

/**
 * The router of the WebSocket routes' function on AWS (its bundle's entry: infra/constructs/
 * live-updates.ts): each message is counted against its connection's rate before its route's
 * handler runs (message-rate.ts), since API Gateway's socket is not ours to count on; then the
 * route's handler by route key, as every function of routes. Locally the WebSocket server
 * counts at the socket itself with the same rule (rate.ts) and calls the handlers directly.
 */
export function byRouteKey(handlers: Record<string, WebSocketHandler>): WebSocketHandler {
  const route = byKey(handlers);
  return async (event: APIGatewayProxyWebsocketEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const { eventType, connectionId } = event.requestContext;
    if (eventType === 'MESSAGE' && !(await heldToRate(connectionId))) return { statusCode: 200 };
    return route(event, context);
  };
}
