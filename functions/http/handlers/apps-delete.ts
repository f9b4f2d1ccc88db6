import { deleteApp } from '../../apps/apps.ts';
import { appNotFound } from '../app-refusals.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Delete an app: its keys stop at once',
  description:
    "Deletes one of the caller's apps: both its keys stop working at once, everywhere, and its webhook subscriptions are deleted. The players who signed up through it stay players, of no app.",
  tags: ['Apps'],
  success: { status: 204, description: 'Deleted.' },
  errors: ['unauthenticated', 'app-not-found'],
};

export const route = defineRoute({
  method: 'DELETE',
  path: '/apps/{appId}',
  auth: 'required',
  handle: async ({ params, player }) => {
    if (!(await deleteApp(player!.playerId, params.appId!))) throw appNotFound();
    return { status: 204 };
  },
});
export const handler = lambdaHandler(route);
