import { join } from '../../../domain/game/index.ts';
import { runCommand } from '../../games/command-service.ts';
import { gameReply } from '../game-reply.ts';
import { GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/join',
  auth: 'required',
  docs: {
    summary: 'Take the next seat (joining twice is a no-op)',
    description:
      'Seats the caller in the next seat of a lobby. Joining twice is a no-op that answers the view again; a full game is 409 `game-full`, a started one 409 `already-started`.',
    tags: ['Games'],
    success: { status: 200, description: 'The game, with the caller seated.', schema: GameView, etag: true },
    errors: ['unauthenticated', 'game-not-found', 'game-full', 'already-started'],
  },
  handle: async ({ params, player }) => {
    const me = { playerId: player!.playerId, name: player!.name };
    const { state } = await runCommand(params.gameId!, { actor: me.playerId, decide: (s, now) => join(s, me, now) });
    return gameReply(state, me.playerId);
  },
});
export const handler = lambdaHandler(route);
