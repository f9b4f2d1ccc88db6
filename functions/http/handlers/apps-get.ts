import { ownedApp } from '../../apps/apps.ts';
import { appView } from '../../apps/record.ts';
import { configuredPlatforms } from '../../notifications/push-credentials.ts';
import { App } from '../app-schemas.ts';
import { appNotFound } from '../app-refusals.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'One of the caller’s apps',
  description:
    "One app of the caller's: its publishable key, how many players signed up through it, and which push platforms have credentials. An app unknown, deleted or another's is 404 `app-not-found`.",
  tags: ['Apps'],
  success: { status: 200, description: 'The app (without its secret key).', schema: App },
  errors: ['unauthenticated', 'app-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/apps/{appId}',
  auth: 'required',
  handle: async ({ params, player }) => {
    const app = await ownedApp(player!.playerId, params.appId!);
    if (!app) throw appNotFound();
    return { status: 200, body: appView(app, await configuredPlatforms(app.appId)) };
  },
});
export const handler = lambdaHandler(route);
