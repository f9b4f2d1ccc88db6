import { PlayerBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Who the token belongs to',
  description: 'Answers the player the bearer token belongs to.',
  tags: ['Players'],
  success: { status: 200, description: 'The caller.', schema: PlayerBody },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/players/me',
  auth: 'required',
  handle: async ({ player }) => ({ status: 200, body: { playerId: player!.playerId, name: player!.name } }),
});
export const handler = lambdaHandler(route);
