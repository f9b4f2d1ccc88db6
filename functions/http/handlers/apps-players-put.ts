import { appOfRequest } from '../../apps/app-auth.ts';
import { signInAppPlayer } from '../../apps/app-players.ts';
import { ExternalId } from '../../apps/external-id.ts';
import { systemClock } from '../../adapters/clock.ts';
import { Problem } from '../problem.ts';
import { SignInAppPlayerBody } from '../schemas.ts';
import { AppPlayerBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "Sign one of the app's own players in: found or made, with a new token for this device",
  description:
    "For the app's own servers, with its secret key (`Authorization: Bearer ocsk_…`). The player the app knows as `externalId` (1–128 characters of `A–Z a–z 0–9 . _ : @ -`) is made on the first call (201; `name` required) and found on later ones (200; `name` ignored). Every call answers a new bearer token for that player, shown this once: the session of one device. The player's other tokens keep working; `POST /players/me/token` with one of them replaces that one alone. A player's token here is 401 `unauthenticated`; another app's key, or an app that is unknown or deleted, 404 `app-not-found`.",
  tags: ['Apps'],
  appSecretKey: true,
  success: { status: 201, description: 'The player, made by this call; the token is shown this once.', schema: AppPlayerBody },
  alsoSucceeds: [{ status: 200, description: 'The player, made before: found, with a new token.' }],
  errors: ['invalid-request', 'unauthenticated', 'app-not-found'],
};

export const route = defineRoute({
  method: 'PUT',
  path: '/apps/{appId}/players/{externalId}',
  // The secret key is no player's token: the route reads it itself (app-auth.ts).
  auth: 'none',
  body: SignInAppPlayerBody,
  handle: async ({ params, headers, body }) => {
    const now = systemClock.now();
    const app = await appOfRequest(params.appId!, headers.authorization, now);
    if (app === 'unauthenticated') throw new Problem('unauthenticated', "Send the app's secret key as `Authorization: Bearer ocsk_…`.");
    if (app === 'app-not-found') throw new Problem('app-not-found', `No app ${params.appId} of this key.`);
    const externalId = ExternalId.safeParse(params.externalId);
    if (!externalId.success)
      throw new Problem('invalid-request', 'The externalId in the path must be 1–128 characters of A–Z a–z 0–9 . _ : @ -.');
    const signedIn = await signInAppPlayer({ appId: app.appId, externalId: externalId.data, name: body.name }, now);
    if (signedIn === 'name-required')
      throw new Problem('invalid-request', `The app has no player ${externalId.data} yet: send the new player's \`name\`.`);
    const { created, ...player } = signedIn;
    return { status: created ? 201 : 200, body: player };
  },
});
export const handler = lambdaHandler(route);
