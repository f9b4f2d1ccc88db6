import { NoBody } from '../schemas.ts';
import { rematch } from '../../games/rematch.ts';
import { gameReply } from '../game-reply.ts';
import { stateOrProblem } from '../outcomes.ts';
import { GameView } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Play an ended game again: one new lobby of the same game and config for its players',
  description:
    "Plays an ended game again. The first player of the ended game to ask makes one new lobby of the same game and config and sits at seat 0 (201); every later caller of that game is seated in that same lobby (200). The ended game names it in its view's `rematch`.",
  tags: ['Games'],
  success: { status: 201, description: 'The new lobby, made by this call: the caller at seat 0.', schema: GameView },
  alsoSucceeds: [
    { status: 200, description: 'The rematch made before, with the caller seated in it (a later call by a player of the ended game).' },
  ],
  errors: [
    'unauthenticated',
    'not-seated',
    'game-not-found',
    'not-started',
    'already-started',
    'game-full',
    'game-over',
    'insufficient-chips',
  ],
};

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/rematch',
  auth: 'required',
  body: NoBody,
  handle: async ({ params, player }) => {
    const { outcome, created } = await rematch(params.gameId!, player!);
    return await gameReply(stateOrProblem(outcome), player!.playerId, created ? 201 : 200);
  },
});
export const handler = lambdaHandler(route);
