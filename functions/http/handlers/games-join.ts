import { joinGame } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { stateOrProblem } from '../outcomes.ts';
import { GameView, JoinGameBody } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/join',
  auth: 'required',
  body: JoinGameBody,
  docs: {
    summary: 'Take the next seat (joining twice is a no-op)',
    tags: ['Games'],
    success: { status: 200, description: 'The game, with the caller seated.', schema: GameView },
    errors: ['invalid-request', 'unauthenticated', 'game-not-found', 'game-full', 'already-started'],
  },
  handle: async ({ params, body, player }) => {
    return gameReply(stateOrProblem(await joinGame(params.gameId!, player!, { clientSeed: body.clientSeed })), player!.playerId);
  },
});
export const handler = lambdaHandler(route);
