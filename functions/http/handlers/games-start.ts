import { NoBody } from '../schemas.ts';
import { startGame } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { stateOrProblem } from '../outcomes.ts';
import { GameView } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Start the game (seat 0 only)',
  description:
    'Starts the game: only the player in seat 0, once enough players are seated. The first turn begins (a Rummiduck deal is dealt) and the TurnTime clock runs.',
  tags: ['Games'],
  success: { status: 200, description: 'The started game.', schema: GameView, etag: true },
  errors: ['unauthenticated', 'game-not-found', 'not-creator', 'not-enough-players', 'already-started', 'game-over', 'insufficient-chips'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/start',
  auth: 'required',
  body: NoBody,
  cachedToken: true,
  handle: async ({ params, player }) => {
    const actor = player!.playerId;
    return await gameReply(stateOrProblem(await startGame(params.gameId!, player!)), actor);
  },
});
export const handler = lambdaHandler(route);
