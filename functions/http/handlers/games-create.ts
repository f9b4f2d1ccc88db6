import type { GameName } from '../../../domain/registry.ts';
import { createGame } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { fromViolation, Problem } from '../problem.ts';
import { CreateGameBody } from '../schemas.ts';
import { CreateGameDocs, GameView } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { describeIssues } from '../../contract/zod-issues.ts';
import { gameList } from '../../contract/game-list.ts';

/** Made outside `docs`, which esbuild keeps only while every field of it is plainly pure (see leaderboards-get.ts). */
const description = `Creates a game of ${gameList} in the lobby, with the caller in seat 0. \`config\` takes the rules documents' keys; each one left out takes its default, and the view shows the effective config. An unknown key or a value out of range is 400 \`invalid-config\`, naming the key. With a \`Stake\` above the caller's balance: 409 \`insufficient-chips\`.`;

export const docs: RouteDocs = {
  summary: 'Create a game; the caller takes seat 0',
  description,
  tags: ['Games'],
  success: { status: 201, description: 'The new game, in the lobby.', schema: GameView, etag: true },
  errors: ['invalid-request', 'invalid-config', 'unauthenticated', 'insufficient-chips'],
  requestBody: CreateGameDocs,
};

export const route = defineRoute({
  method: 'POST',
  path: '/games',
  auth: 'required',
  body: CreateGameBody,
  handle: async ({ body, player }) => {
    const creator = { playerId: player!.playerId, name: player!.name };
    const created = await createGame(body.game as GameName, body.config, creator, { clientSeed: body.clientSeed });
    if ('invalidConfig' in created) throw new Problem('invalid-config', describeIssues(created.invalidConfig, 'The config'));
    if ('refused' in created) throw fromViolation(created.refused);
    return await gameReply(created.state, player!.playerId, 201);
  },
});
export const handler = lambdaHandler(route);
