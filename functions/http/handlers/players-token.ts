import { rotateToken } from '../../players/rotate-token.ts';
import { NewTokenBody } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/players/me/token',
  auth: 'required',
  docs: {
    summary: "Replace the caller's token: the one used for this call stops working at once",
    description:
      'Answers a new bearer token for the caller, shown this once; the token this call was made with stops working at once, everywhere.',
    tags: ['Players'],
    success: { status: 200, description: 'The new token, shown this once.', schema: NewTokenBody },
    errors: ['unauthenticated'],
  },
  handle: async ({ player }) => ({ status: 200, body: { playerId: player!.playerId, token: await rotateToken(player!) } }),
});
export const handler = lambdaHandler(route);
