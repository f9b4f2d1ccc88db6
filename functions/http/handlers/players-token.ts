import { endFollowersOfReplacedToken } from '../../live/rotation.ts';
import { NoBody } from '../schemas.ts';
import { rotateToken } from '../../players/rotate-token.ts';
import { NewTokenBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "Replace the caller's token: the one used for this call stops working at once",
  description:
    'Answers a new bearer token for the caller, shown this once; the token this call was made with stops working at once, everywhere.',
  tags: ['Players'],
  success: { status: 200, description: 'The new token, shown this once.', schema: NewTokenBody },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/players/me/token',
  auth: 'required',
  body: NoBody,
  handle: async ({ player }) => {
    const token = await rotateToken(player!);
    await endFollowersOfReplacedToken(player!.playerId);
    return { status: 200, body: { playerId: player!.playerId, token } };
  },
});
export const handler = lambdaHandler(route);
