import { loadGame } from '../../games/command-service.ts';
import { gameReply } from '../game-reply.ts';
import { GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

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
    const { state } = await loadGame(params.gameId!);
    return gameReply(state, player?.playerId, 200, headers['if-none-match']);
  },
});
export const handler = lambdaHandler(route);
