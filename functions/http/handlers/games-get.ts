import { etagOf, gameReply, notModified } from '../game-reply.ts';
import { GameView } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { currentGame } from '../outcomes.ts';

export const docs: RouteDocs = {
  summary: 'The game as the caller may see it (ETag; If-None-Match answers 304)',
  description:
    "The game as the caller may see it: a seated Rummiduck player sees their own rack, nobody sees another's. The ETag changes exactly when what the caller sees can change; send it as If-None-Match to get 304 while the game has not moved.",
  tags: ['Games'],
  success: { status: 200, description: 'The game view.', schema: GameView, etag: true },
  errors: ['unauthenticated', 'game-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}',
  auth: 'optional',
  // A token this function has seen is checked in the game's own read (latest-game.ts).
  cachedToken: true,
  handle: async ({ params, player, headers }) => {
    const state = await currentGame(params.gameId!, player);
    const etag = await etagOf(state, player?.playerId);
    if (notModified(etag, headers['if-none-match'])) return { status: 304, headers: { etag } };
    return await gameReply(state, player?.playerId);
  },
});
export const handler = lambdaHandler(route);
