import { seatBot } from '../../bots/seat.ts';
import { gameReply } from '../game-reply.ts';
import { stateOrProblem } from '../outcomes.ts';
import { AddBotBody } from '../schemas.ts';
import { GameView } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Seat a bot in the next seat (seat 0, in the lobby)',
  description:
    'Seat 0 seats a bot in the next seat of a game in the lobby (`level` `strong` by default, or `easy`). A bot is a seated player (`bot: true`) with no token: it moves by itself within a couple of seconds of being awaited, through the same command flow as everyone, decides from its own view alone and never resigns. Bots are not on the leaderboards.',
  tags: ['Games'],
  success: { status: 201, description: 'The game, with the bot seated (`bot: true`).', schema: GameView },
  errors: [
    'invalid-request',
    'unauthenticated',
    'game-not-found',
    'not-creator',
    'game-full',
    'already-started',
    'game-over',
    'stakes-no-bots',
  ],
};

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/bots',
  auth: 'required',
  body: AddBotBody,
  handle: async ({ params, body, player }) =>
    await gameReply(stateOrProblem(await seatBot(params.gameId!, player!, body.level ?? 'strong')), player!.playerId, 201),
});
export const handler = lambdaHandler(route);
