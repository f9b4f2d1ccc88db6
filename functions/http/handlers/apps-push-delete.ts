import { appNotFound } from '../app-refusals.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { pushPlatformOf } from '../push-platform.ts';
import { deletePushCredentials } from '../../notifications/push-credentials.ts';

export const docs: RouteDocs = {
  summary: "Delete an app's push credentials for one platform",
  description:
    "Deletes the app's credentials for `apns`, `fcm` or `expo`: no message goes on that platform from then on, and its players' devices on it cannot be registered (409 `push-not-configured`) until new ones are set. Deleting credentials the app does not have is no error.",
  tags: ['Notifications', 'Apps'],
  success: { status: 204, description: 'Deleted.' },
  errors: ['invalid-request', 'unauthenticated', 'app-not-found'],
};

export const route = defineRoute({
  method: 'DELETE',
  path: '/apps/{appId}/push/{platform}',
  auth: 'required',
  handle: async ({ params, player }) => {
    const platform = pushPlatformOf(params.platform!);
    if (!(await deletePushCredentials(player!.playerId, params.appId!, platform))) throw appNotFound();
    return { status: 204 };
  },
});
export const handler = lambdaHandler(route);
