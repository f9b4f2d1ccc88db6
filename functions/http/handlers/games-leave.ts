import { leave } from '../../../domain/platform/index.ts';
import { runCommand } from '../../games/command-service.ts';
import { gameReply } from '../game-reply.ts';
import { GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/leave',
  auth: 'required',
  cachedToken: true,
  docs: {
    summary: 'Give up the caller\'s seat in the lobby (seat 0 leaving cancels the game)',
    tags: ['Games'],
    success: { status: 200, description: 'The game without the caller (the seats after theirs moved up), or cancelled.', schema: GameView },
    errors: ['unauthenticated', 'not-seated', 'game-not-found', 'already-started', 'game-over'],
  },
  handle: async ({ params, player }) => {
    const actor = player!.playerId;
    const { state } = await runCommand(params.gameId!, { actor, credential: player, decide: (s, now) => leave(s, actor, now) });
    return gameReply(state, actor);
  },
});
export const handler = lambdaHandler(route);
