import { isViolation } from '../../../domain/kernel/index.ts';
import { hintFor } from '../../bots/hint.ts';
import { existingGame } from '../outcomes.ts';
import { fromViolation } from '../problem.ts';
import { Hint } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}/hint',
  auth: 'required',
  docs: {
    summary: "The strong bot's choice for the caller now (only where the caller is the only person seated)",
    tags: ['Games'],
    success: {
      status: 200,
      description: 'A ready command body, with the expected final score where the game can compute it.',
      schema: Hint,
    },
    errors: ['unauthenticated', 'not-seated', 'game-not-found', 'hints-off', 'not-your-turn', 'not-started', 'game-over'],
  },
  handle: async ({ params, player }) => {
    const { state } = await existingGame(params.gameId!);
    const hint = hintFor(state, player!.playerId);
    if (isViolation(hint)) throw fromViolation(hint);
    return { status: 200, body: hint };
  },
});
export const handler = lambdaHandler(route);
