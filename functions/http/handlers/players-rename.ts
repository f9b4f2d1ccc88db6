import { renamePlayer } from '../../players/rename.ts';
import { RenamePlayerBody } from '../schemas.ts';
import { PlayerBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Rename the caller; seats of games still going and board lines show the new name from then on',
  description:
    'Gives the caller a new name (the same rule as `POST /players`): the profile, the board lines, and every seat of theirs in a game still going (lobby or playing) show it from then on. Ended and cancelled games keep the names they were played under.',
  tags: ['Players'],
  success: { status: 200, description: 'The caller, renamed.', schema: PlayerBody },
  errors: ['invalid-request', 'unauthenticated'],
};

export const route = defineRoute({
  method: 'PATCH',
  path: '/players/me',
  auth: 'required',
  body: RenamePlayerBody,
  handle: async ({ body, player }) => ({ status: 200, body: await renamePlayer(player!, body.name) }),
});
export const handler = lambdaHandler(route);
