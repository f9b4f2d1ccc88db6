import { isViolation } from '../../../domain/kernel/index.ts';
import { hintFor } from '../../bots/hint.ts';
import { existingGame } from '../outcomes.ts';
import { fromViolation } from '../problem.ts';
import { Hint } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "The strong bot's choice for the caller now (only where the caller is the only person seated)",
  description:
    "The strong bot's choice for the caller now, as a command body ready to send, with `expectedScore` where the game can compute it (one-column Dice Kings: the expected final score of the caller's pad under optimal play). Only in a game where the caller is the only seated player who is not a bot (otherwise 409 `hints-off`), and only when the game awaits the caller (otherwise 409 `not-your-turn`).",
  tags: ['Games'],
  success: {
    status: 200,
    description: 'A ready command body, with the expected final score where the game can compute it.',
    schema: Hint,
  },
  errors: ['unauthenticated', 'not-seated', 'game-not-found', 'hints-off', 'not-your-turn', 'not-started', 'game-over'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}/hint',
  auth: 'required',
  handle: async ({ params, player }) => {
    const { state } = await existingGame(params.gameId!);
    const hint = await hintFor(state, player!.playerId);
    if (isViolation(hint)) throw fromViolation(hint);
    return { status: 200, body: hint };
  },
});
export const handler = lambdaHandler(route);
