import { appOfRequest } from '../../apps/app-auth.ts';
import { appPlayerOf } from '../../apps/app-players.ts';
import { ExternalId } from '../../apps/external-id.ts';
import { systemClock } from '../../adapters/clock.ts';
import { erasePlayer } from '../../privacy/erase.ts';
import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "Erase one of the app's own players, exactly as DELETE /players/me does",
  description:
    "For the app's own servers, with its secret key (`Authorization: Bearer ocsk_…`): the player the app knows as `externalId` is erased exactly as by `DELETE /players/me` (docs/privacy.md): every token of theirs stops working before the answer, their games in play are resigned and their lobbies left, and their name is gone for good. The external id is freed: a later `PUT /apps/{appId}/players/{externalId}` with it makes a new player (201), and the app's `players` count no longer counts the one erased. An external id the app has no player by (never, or erased already): 404 `player-not-found`. A player's token here is 401 `unauthenticated`; another app's key, or an app that is unknown or deleted, 404 `app-not-found`.",
  tags: ['Apps'],
  appSecretKey: true,
  success: { status: 204, description: 'Erased.' },
  errors: ['invalid-request', 'unauthenticated', 'app-not-found', 'player-not-found'],
};

const playerNotFound = (externalId: string) =>
  new Problem('player-not-found', `The app has no player ${externalId} (never signed in, or erased already).`);

export const route = defineRoute({
  method: 'DELETE',
  path: '/apps/{appId}/players/{externalId}',
  // The secret key is no player's token: the route reads it itself (app-auth.ts).
  auth: 'none',
  handle: async ({ params, headers }) => {
    const app = await appOfRequest(params.appId!, headers.authorization, systemClock.now());
    if (app === 'unauthenticated') throw new Problem('unauthenticated', "Send the app's secret key as `Authorization: Bearer ocsk_…`.");
    if (app === 'app-not-found') throw new Problem('app-not-found', `No app ${params.appId} of this key.`);
    const externalId = ExternalId.safeParse(params.externalId);
    if (!externalId.success)
      throw new Problem('invalid-request', 'The externalId in the path must be 1–128 characters of A–Z a–z 0–9 . _ : @ -.');
    const playerId = await appPlayerOf(app.appId, externalId.data);
    if (playerId === undefined || !(await erasePlayer(playerId))) throw playerNotFound(externalId.data);
    return { status: 204 };
  },
});
export const handler = lambdaHandler(route);
