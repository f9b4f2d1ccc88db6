import { actions, LiveError } from '../protocol.ts';
import { defineLiveRoute, gameIdOf, liveHandler } from '../route.ts';

/** $default: a message no route takes (not JSON, no `action`, an unknown one) is answered with `invalid-request`. */
export const route = defineLiveRoute({
  routeKey: '$default',
  handle: async ({ body }) => {
    throw new LiveError(
      'invalid-request',
      `Send a JSON object whose "action" is one of ${actions.map((a) => `"${a}"`).join(', ')}.`,
      gameIdOf(body),
    );
  },
});
export const handler = liveHandler(route);
