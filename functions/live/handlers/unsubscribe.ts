import { UnsubscribeMessage } from '../protocol.ts';
import { defineLiveRoute, liveHandler } from '../route.ts';
import { unsubscribe } from '../subscribers.ts';

/** `unsubscribe`: the game's updates stop (one already on its way may still arrive). Idempotent. */
export const route = defineLiveRoute({
  routeKey: 'unsubscribe',
  message: UnsubscribeMessage,
  handle: async ({ connectionId, message }) => {
    await unsubscribe(connectionId, message.gameId);
    return { type: 'unsubscribed', gameId: message.gameId };
  },
});
export const handler = liveHandler(route);
