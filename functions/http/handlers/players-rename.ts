import { renamePlayer } from '../../players/rename.ts';
import { PlayerBody, RenamePlayerBody } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'PATCH',
  path: '/players/me',
  auth: 'required',
  body: RenamePlayerBody,
  docs: {
    summary: 'Rename the caller; seats of games still going and board lines show the new name from then on',
    tags: ['Players'],
    success: { status: 200, description: 'The caller, renamed.', schema: PlayerBody },
    errors: ['invalid-request', 'unauthenticated'],
  },
  handle: async ({ body, player }) => ({ status: 200, body: await renamePlayer(player!, body.name) }),
});
export const handler = lambdaHandler(route);
