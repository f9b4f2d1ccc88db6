import { erasePlayer } from '../../privacy/erase.ts';
import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Erase the caller: every token stops, and their name is gone for good',
  description:
    'Erases the caller (docs/privacy.md). Before the answer: every token of theirs stops working, and live subscriptions made with them are told `unauthenticated`; their webhook subscriptions, devices and apps (as `DELETE /apps/{appId}` does) are deleted; a quick-match ticket still searching is cancelled; their seats in lobbies are left (a lobby they created is cancelled) and their games in play resigned. Within a minute their name is in no answer, event, board, profile or list: a seat shows `"name": "Deleted player"` with its `playerId` unchanged, and `GET /players/{playerId}` is 404 `player-not-found`. The ledger\'s entries stay, anonymous, so every game\'s shares still equal its pot; every game still verifies. If the answer is lost, send it again with the same token: until the erasure is done the token works, and after it the request is 401 `unauthenticated`.',
  tags: ['Players'],
  success: { status: 204, description: 'Erased.' },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'DELETE',
  path: '/players/me',
  auth: 'required',
  handle: async ({ player }) => {
    if (!(await erasePlayer(player!.playerId, { lastToken: player!.tokenHash })))
      throw new Problem('unauthenticated', 'The bearer token names no player any more; create a player with POST /players.');
    return { status: 204 };
  },
});
export const handler = lambdaHandler(route);
