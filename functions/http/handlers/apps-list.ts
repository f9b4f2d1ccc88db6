import { listApps } from '../../apps/apps.ts';
import { appView } from '../../apps/record.ts';
import { configuredPlatforms } from '../../notifications/push-credentials.ts';
import { AppList } from '../app-schemas.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "The caller's apps (without their secret keys)",
  description: 'The apps the caller registered, oldest first, each as `GET /apps/{appId}` answers it: no secret key is ever shown again.',
  tags: ['Apps'],
  success: { status: 200, description: 'Every app of the caller, oldest first.', schema: AppList },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/apps',
  auth: 'required',
  handle: async ({ player }) => {
    const apps = await listApps(player!.playerId);
    return { status: 200, body: { apps: await Promise.all(apps.map(async (app) => appView(app, await configuredPlatforms(app.appId)))) } };
  },
});
export const handler = lambdaHandler(route);
