import { PlayerBody } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'GET',
  path: '/players/me',
  auth: 'required',
  docs: {
    summary: 'Who the token belongs to',
    tags: ['Players'],
    success: { status: 200, description: 'The caller.', schema: PlayerBody },
    errors: ['unauthenticated'],
  },
  handle: async ({ player }) => ({ status: 200, body: { playerId: player!.playerId, name: player!.name } }),
});
export const handler = lambdaHandler(route);
