import { create, fold } from '../../../domain/platform/index.ts';
import { games } from '../../../domain/registry.ts';
import { appendItem } from '../../adapters/event-store.ts';
import { newGameId } from '../../games/game-id.ts';
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
    const rules = games[body.game as keyof typeof games];
    const config = rules.configSchema.safeParse(body.config ?? {});
    if (!config.success) throw new Problem('invalid-config', describeIssues(config.error, 'The config'));
    const gameId = newGameId();
    const events = create(gameId, rules.game, config.data, { playerId: player!.playerId, name: player!.name }, Date.now());
    const item = { gameId, version: 1, events, actor: player!.playerId };
    await appendItem(item);
    return gameReply(fold([item])!, player!.playerId, 201);
  },
});
export const handler = lambdaHandler(route);
