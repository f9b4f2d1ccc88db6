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
    description:
      'Gives the caller a new name (the same rule as `POST /players`): the profile, the board lines, and every seat of theirs in a game still going (lobby or playing) show it from then on. Ended and cancelled games keep the names they were played under.',
    tags: ['Players'],
    success: { status: 200, description: 'The caller, renamed.', schema: PlayerBody },
    errors: ['invalid-request', 'unauthenticated'],
  },
  handle: async ({ body, player }) => ({ status: 200, body: await renamePlayer(player!, body.name) }),
});
export const handler = lambdaHandler(route);
