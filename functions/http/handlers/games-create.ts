import type { GameName } from '../../../domain/kernel/index.ts';
import { createGame } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { Problem } from '../problem.ts';
import { CreateGameBody, GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';
import { describeIssues } from '../zod-issues.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games',
  auth: 'required',
  body: CreateGameBody,
  docs: {
    summary: 'Create a game; the caller takes seat 0',
    tags: ['Games'],
    success: { status: 201, description: 'The new game, in the lobby.', schema: GameView },
    errors: ['invalid-request', 'invalid-config', 'unauthenticated'],
  },
  handle: async ({ body, player }) => {
    const creator = { playerId: player!.playerId, name: player!.name };
    const created = await createGame(body.game as GameName, body.config, creator, { clientSeed: body.clientSeed });
    if ('invalidConfig' in created) throw new Problem('invalid-config', describeIssues(created.invalidConfig, 'The config'));
    return gameReply(created.state, player!.playerId, 201);
  },
});
export const handler = lambdaHandler(route);
