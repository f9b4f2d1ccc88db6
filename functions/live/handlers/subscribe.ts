import { randomUUID } from 'node:crypto';
import { countSubscription } from '../../fair-share/gate.ts';
import { latestVersion } from '../../adapters/event-store.ts';
import { playerByToken, tokenItem } from '../../players/players.ts';
import { expiresAtOf, subscribe, unsubscribe, type Subscriber } from '../subscribers.ts';
import { LiveError, MAX_GAMES_PER_CONNECTION, SubscribeMessage } from '../protocol.ts';
import { liveQueue } from '../queue.ts';
import { defineLiveRoute, liveHandler } from '../route.ts';

const unknownToken = (gameId: string) =>
  new LiveError(
    'unauthenticated',
    'The token is not known; create a player with POST /players, or subscribe without a token as a spectator.',
    gameId,
  );

/**
 * `subscribe`: follows a game as the player the token names, or as a spectator. The
 * subscriber is stored with its own position (`after`, by default the game's version now), and a
 * fan-out job is queued: the delivery step sends a new subscriber `subscribed` before anything
 * else, then versions (after, …], then it follows the game with the others. So nothing is
 * answered here unless the message is refused; and a refusal, or a failure of ours, leaves
 * the connection not following the game (docs/contract.md: an error answer means not subscribed).
 */
export const route = defineLiveRoute({
  routeKey: 'subscribe',
  message: SubscribeMessage,
  handle: async ({ connectionId, connectedAt, sourceIp, message }) => {
    const { gameId, token } = message;
    // Counted before anything else, as a request at the HTTP edge is: past the budget, nothing is done.
    const budget = await countSubscription(token, sourceIp);
    if (budget && !budget.admitted)
      throw new LiveError(
        'rate-limited',
        `This subscribe is past the ${budget.policy.name} budget of ${budget.policy.rate} requests a second (${budget.policy.burst} at once); nothing was done. Try again in ${budget.retryAfterSeconds} s.`,
        gameId,
      );
    const viewer = token === undefined ? undefined : await playerByToken(token, { cache: false });
    if (token !== undefined && !viewer) throw unknownToken(gameId);
    const version = await latestVersion(gameId);
    if (version === undefined) throw new LiveError('game-not-found', `No game has the id ${gameId}.`, gameId);
    const after = message.after ?? version;
    if (after > version) throw new LiveError('invalid-request', `The game is at version ${version}; "after" cannot be ${after}.`, gameId);

    const subscriber: Subscriber = {
      gameId,
      connectionId,
      subscriberId: randomUUID(),
      ...(viewer && { viewer: viewer.playerId, tokenHash: viewer.tokenHash }),
      since: version,
      sent: after,
      announced: false,
      expiresAt: expiresAtOf(connectedAt),
    };
    const outcome = await subscribeOrUndo(subscriber, connectedAt);
    if (outcome === 'already-subscribed')
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
      // A token replaced while this subscriber was being stored: the rotation's round may have
      // looked before it was there, so it is checked once more now that it is.
      if (viewer && !(await tokenItem(viewer.tokenHash))) throw unknownToken(gameId);
      await (await liveQueue()).send([{ gameId, connectionId }]);
    } catch (error) {
      // Without its job the subscriber would wait for the game's next version: none at all is clearer.
      await unsubscribe(connectionId, gameId, subscriber.subscriberId);
      throw error;
    }
    return undefined;
  },
});

/** Stores the subscriber; if that fails, makes sure it is not stored (a write may land although its answer was lost). */
async function subscribeOrUndo(subscriber: Subscriber, connectedAt: number) {
  try {
    return await subscribe(subscriber, connectedAt);
  } catch (error) {
    await unsubscribe(subscriber.connectionId, subscriber.gameId, subscriber.subscriberId);
    throw error;
  }
}

export const handler = liveHandler(route);
