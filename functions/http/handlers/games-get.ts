import { etagOf, gameReply, notModified } from '../game-reply.ts';
import { GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';
import { existingGame } from '../outcomes.ts';

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}',
  auth: 'optional',
  docs: {
    summary: 'The game as the caller may see it (ETag; If-None-Match answers 304)',
    tags: ['Games'],
    success: { status: 200, description: 'The game view.', schema: GameView },
    errors: ['unauthenticated', 'game-not-found'],
  },
  handle: async ({ params, player, headers }) => {
    const { state } = await existingGame(params.gameId!);
    const etag = etagOf(state, player?.playerId);
    if (notModified(etag, headers['if-none-match'])) return { status: 304, headers: { etag } };
    return gameReply(state, player?.playerId);
  },
});
export const handler = lambdaHandler(route);
