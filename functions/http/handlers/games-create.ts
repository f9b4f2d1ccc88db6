import { randomUUID } from 'node:crypto';
import { create, fold } from '../../../domain/game/index.ts';
import { games } from '../../../domain/registry.ts';
import { appendItem } from '../../adapters/event-store.ts';
import { lobbySnapshot } from '../../stream/lobby.ts';
import { gameReply } from '../game-reply.ts';
import { Problem } from '../problem.ts';
import { CreateGameBody, CreateGameDocs, GameView } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';
import { describeIssues } from '../zod-issues.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games',
  auth: 'required',
  body: CreateGameBody,
  docs: {
    summary: 'Create a game; the caller takes seat 0',
    description:
      'Creates a game of `quicks`, `dice-kings` or `rummiduck` in the lobby, with the caller in seat 0. `config` takes the rules documents\' keys; each one left out takes its default, and the view shows the effective config. An unknown key or a value out of range is 400 `invalid-config`, naming the key.',
    tags: ['Games'],
    success: { status: 201, description: 'The new game, in the lobby.', schema: GameView, etag: true },
    errors: ['invalid-request', 'invalid-config', 'unauthenticated'],
    requestBody: CreateGameDocs,
  },
  handle: async ({ body, player }) => {
    const rules = games[body.game as keyof typeof games];
    const config = rules.configSchema.safeParse(body.config ?? {});
    if (!config.success) throw new Problem('invalid-config', describeIssues(config.error, 'The config'));
    const gameId = `g_${randomUUID().replaceAll('-', '')}`;
    const now = Date.now();
    const events = create(gameId, rules.game, config.data, { playerId: player!.playerId, name: player!.name }, now);
    const state = fold([{ version: 1, events }])!;
    await appendItem({ gameId, version: 1, events, actor: player!.playerId, lobby: lobbySnapshot(state, now) });
    return gameReply(state, player!.playerId, 201);
  },
});
export const handler = lambdaHandler(route);
