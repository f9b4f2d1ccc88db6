import { createApp } from '../../apps/apps.ts';
import { CreateAppBody, NewApp } from '../app-schemas.ts';
import { appSecretReplay } from '../app-secret-replay.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Register an app: a publishable key and a secret key',
  description:
    "Registers an app the caller builds on this API (a phone app, a web site) and makes the caller its owner. The answer shows the secret key (`ocsk_…`, for the app's servers only) this once: the server keeps only its hash. The publishable key (`ocpk_…`) is no secret: players sign up through the app by sending it as `X-App-Key` on `POST /players`. The name follows the rules of a player's name.",
  tags: ['Apps'],
  success: { status: 201, description: 'The app, with its secret key (shown this once).', schema: NewApp },
  errors: ['invalid-request', 'unauthenticated'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/apps',
  auth: 'required',
  body: CreateAppBody,
  idempotency: appSecretReplay,
  handle: async ({ body, player }) => {
    const { app, secretKey } = await createApp(player!.playerId, body.name);
    const { appId, name, publishableKey, createdAt } = app;
    return { status: 201, body: { appId, name, publishableKey, secretKey, createdAt } };
  },
});
export const handler = lambdaHandler(route);
