import { startGame } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { stateOrProblem } from '../outcomes.ts';
import { GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/start',
  auth: 'required',
  docs: {
    summary: 'Start the game (seat 0 only)',
    tags: ['Games'],
    success: { status: 200, description: 'The started game.', schema: GameView },
    errors: ['unauthenticated', 'game-not-found', 'not-creator', 'not-enough-players', 'already-started'],
  },
  handle: async ({ params, player }) => {
    const actor = player!.playerId;
    return gameReply(stateOrProblem(await startGame(params.gameId!, actor)), actor);
  },
});
export const handler = lambdaHandler(route);
