import { defineLiveRoute, liveHandler } from '../route.ts';
import { openConnection } from '../followers.ts';

/** $connect: anyone may connect; who follows a game as whom is said per subscription. */
export const route = defineLiveRoute({
  routeKey: '$connect',
  handle: async ({ connectionId, connectedAt }) => {
    await openConnection(connectionId, connectedAt);
    return undefined;
  },
});
export const handler = liveHandler(route);
