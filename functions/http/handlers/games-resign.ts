import { NoBody } from '../schemas.ts';
import { resignGame } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { stateOrProblem } from '../outcomes.ts';
import { GameView } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Leave a game in play for good (docs/rulings.md, Resigning); twice is a no-op',
  description:
    "A seated player leaves a game in play for good (docs/rulings.md, Resigning): the seat stays, marked `resigned`, the game never waits for them again and they can never win; what follows (the turn passes, the game ends when too few are left) is the game's own rule. Resigning twice stores nothing.",
  tags: ['Games'],
  success: {
    status: 200,
    description: "The game, the caller's seat marked resigned (ended, if too few players are left).",
    schema: GameView,
  },
  errors: ['unauthenticated', 'not-seated', 'game-not-found', 'not-started', 'game-over'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/resign',
  auth: 'required',
  body: NoBody,
  cachedToken: true,
  handle: async ({ params, player }) => {
    return await gameReply(stateOrProblem(await resignGame(params.gameId!, player!)), player!.playerId);
  },
});
export const handler = lambdaHandler(route);
