import { PingMessage } from '../protocol.ts';
import { defineLiveRoute, liveHandler } from '../route.ts';

/** `ping`: answered `pong`; a client that sends one every few minutes is never idle. */
export const route = defineLiveRoute({
  routeKey: 'ping',
  message: PingMessage,
  handle: async () => ({ type: 'pong' }),
});
export const handler = liveHandler(route);
