import { resign } from '../../../domain/platform/index.ts';
import { runCommand } from '../../games/command-service.ts';
import { gameReply } from '../game-reply.ts';
import { GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/resign',
  auth: 'required',
  cachedToken: true,
  docs: {
    summary: 'Leave a game in play for good (RULINGS.md, Resigning); twice is a no-op',
    tags: ['Games'],
    success: { status: 200, description: 'The game, the caller\'s seat marked resigned (ended, if too few players are left).', schema: GameView },
    errors: ['unauthenticated', 'not-seated', 'game-not-found', 'not-started', 'game-over'],
  },
  handle: async ({ params, player }) => {
    const actor = player!.playerId;
    const { state } = await runCommand(params.gameId!, { actor, credential: player, decide: (s, now) => resign(s, actor, now) });
    return gameReply(state, actor);
  },
});
export const handler = lambdaHandler(route);
