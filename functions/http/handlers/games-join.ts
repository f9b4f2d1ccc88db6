import { joinGame } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { stateOrProblem } from '../outcomes.ts';
import { JoinGameBody } from '../schemas.ts';
import { GameView } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Take the next seat (joining twice is a no-op)',
  description:
    'Seats the caller in the next seat of a lobby. Joining twice is a no-op that answers the view again; a full game is 409 `game-full`, a started one 409 `already-started`.',
  tags: ['Games'],
  success: { status: 200, description: 'The game, with the caller seated.', schema: GameView, etag: true },
  errors: ['invalid-request', 'unauthenticated', 'game-not-found', 'game-full', 'already-started', 'game-over', 'insufficient-chips'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/join',
  auth: 'required',
  body: JoinGameBody,
  handle: async ({ params, body, player }) => {
    return await gameReply(stateOrProblem(await joinGame(params.gameId!, player!, { clientSeed: body.clientSeed })), player!.playerId);
  },
});
export const handler = lambdaHandler(route);
