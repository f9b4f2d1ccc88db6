import { defineLiveRoute, liveHandler } from '../route.ts';

/**
 * $connect: anyone may connect; who follows a game as whom is said per subscription. Nothing
 * is stored until the connection follows a game (subscribers.ts, subscribe): a crowd connecting at
 * once costs the database nothing.
 */
export const route = defineLiveRoute({
  routeKey: '$connect',
  handle: async () => undefined,
});
export const handler = liveHandler(route);
