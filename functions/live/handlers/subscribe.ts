import { randomUUID } from 'node:crypto';
import { latestVersion } from '../../adapters/event-store.ts';
import { playerByToken } from '../../players/players.ts';
import { LiveError, MAX_GAMES_PER_CONNECTION, SubscribeMessage } from '../protocol.ts';
import { liveQueue } from '../queue.ts';
import { defineLiveRoute, liveHandler } from '../route.ts';
import { expiresAtOf, follow, unfollow } from '../subscriptions.ts';

/**
 * `subscribe`: follows a game as the player the token names, or as a spectator. The
 * subscription is stored with its own position (`after`), and a fan-out job is queued: the
 * delivery step sends a new subscription `subscribed` before anything else, then versions
 * (after, …], then it follows the game with the others. So nothing is answered here unless
 * the message is refused.
 */
export const route = defineLiveRoute({
  routeKey: 'subscribe',
  message: SubscribeMessage,
  handle: async ({ connectionId, connectedAt, message }) => {
    const { gameId, token } = message;
    const viewer = token === undefined ? undefined : await playerByToken(token);
    if (token !== undefined && !viewer)
      throw new LiveError(
        'unauthenticated',
        'The token is not known; create a player with POST /players, or subscribe without a token as a spectator.',
        gameId,
      );
    const version = await latestVersion(gameId);
    if (version === undefined) throw new LiveError('game-not-found', `No game has the id ${gameId}.`, gameId);
    const after = message.after ?? version;
    if (after > version) throw new LiveError('invalid-request', `The game is at version ${version}; "after" cannot be ${after}.`, gameId);

    const outcome = await follow(
      {
        gameId,
        connectionId,
        subscriptionId: randomUUID(),
        viewer: viewer?.playerId,
        since: version,
        sent: after,
        announced: false,
        expiresAt: expiresAtOf(connectedAt),
      },
      connectedAt,
    );
    if (outcome === 'already-following')
      throw new LiveError(
        'invalid-request',
        `This connection follows game ${gameId} already; unsubscribe first to follow it again from another version or as someone else.`,
        gameId,
      );
    if (outcome === 'too-many')
      throw new LiveError(
        'invalid-request',
        `A connection may follow at most ${MAX_GAMES_PER_CONNECTION} games; unsubscribe from one first.`,
        gameId,
      );
    try {
      await (await liveQueue()).send([{ gameId }]);
    } catch (error) {
      // Without its job the subscription would wait for the game's next version: none at all is clearer.
      await unfollow(connectionId, gameId);
      throw error;
    }
    return undefined;
  },
});
export const handler = liveHandler(route);
