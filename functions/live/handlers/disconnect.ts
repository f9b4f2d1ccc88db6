import { defineLiveRoute, liveHandler } from '../route.ts';
import { closeConnection } from '../subscribers.ts';

/** $disconnect: the connection and its subscriptions are forgotten (a lost one expires by TTL). */
export const route = defineLiveRoute({
  routeKey: '$disconnect',
  handle: async ({ connectionId }) => {
    await closeConnection(connectionId);
    return undefined;
  },
});
export const handler = liveHandler(route);
