import { start } from '../../../domain/platform/index.ts';
import { runCommand } from '../../games/command-service.ts';
import { gameReply } from '../game-reply.ts';
import { GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/start',
  auth: 'required',
  cachedToken: true,
  docs: {
    summary: 'Start the game (seat 0 only)',
    tags: ['Games'],
    success: { status: 200, description: 'The started game.', schema: GameView },
    errors: ['unauthenticated', 'game-not-found', 'not-creator', 'not-enough-players', 'already-started'],
  },
  handle: async ({ params, player }) => {
    const actor = player!.playerId;
    const { state } = await runCommand(params.gameId!, { actor, credential: player, decide: (s, now, draws) => start(s, actor, now, draws) });
    return gameReply(state, actor);
  },
});
export const handler = lambdaHandler(route);
