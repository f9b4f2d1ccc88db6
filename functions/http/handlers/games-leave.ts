import { NoBody } from '../schemas.ts';
import { leaveGame } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { stateOrProblem } from '../outcomes.ts';
import { GameView } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "Give up the caller's seat in the lobby (seat 0 leaving cancels the game)",
  description:
    'In the lobby, the caller gives up their seat: the seats after it move up by one, and a full game is back on the lobby list. Seat 0 leaving cancels the game (status `cancelled`): it leaves the lobby list, and joining or starting it is 409 `game-over`. Once the game has started, a player resigns instead.',
  tags: ['Games'],
  success: { status: 200, description: 'The game without the caller (the seats after theirs moved up), or cancelled.', schema: GameView },
  errors: ['unauthenticated', 'not-seated', 'game-not-found', 'already-started', 'game-over'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/leave',
  auth: 'required',
  body: NoBody,
  cachedToken: true,
  handle: async ({ params, player }) => {
    return await gameReply(stateOrProblem(await leaveGame(params.gameId!, player!)), player!.playerId);
  },
});
export const handler = lambdaHandler(route);
