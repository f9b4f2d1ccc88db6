import { exportOf } from '../../privacy/export.ts';
import { Problem } from '../problem.ts';
import { PlayerExportBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Everything the service holds about the caller, in one JSON document to download',
  description:
    "The caller's data, whole and unpaged, as a download (`Content-Disposition: attachment`): who they are, every game they were ever seated in (lobbies left and cancelled ones included: `seat` null for a lobby left, `endedAt` null until the game ends or is cancelled), their chips and every ledger entry, their rating on every board, their webhook subscriptions, devices and apps, and every quick-match ticket they made that is still kept. No token, key, secret or hash of one is in it.",
  tags: ['Players'],
  success: { status: 200, description: "The caller's data, as a file to save.", schema: PlayerExportBody, attachment: true },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/players/me/export',
  auth: 'required',
  handle: async ({ player }) => {
    const data = await exportOf(player!.playerId);
    if (!data) throw new Problem('unauthenticated', 'The bearer token names no player any more; create a player with POST /players.');
    return {
      status: 200,
      body: data,
      // A browser saves it as a file; the player's id names it, so two players' exports never overwrite each other.
      headers: { 'content-disposition': `attachment; filename="organized-chaos-${data.player.playerId}.json"` },
    };
  },
});
export const handler = lambdaHandler(route);
