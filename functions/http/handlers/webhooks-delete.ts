import { Problem } from '../problem.ts';
import { EITHER_CALLER, webhookOwner } from '../webhook-owner.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { deleteSubscription } from '../../webhooks/subscriptions.ts';

export const docs: RouteDocs = {
  summary: 'Delete a subscription; deliveries already queued for it are dropped',
  description:
    "Deletes one of the caller's subscriptions; deliveries already queued for it are dropped. Another's subscription (a player's or an app's) answers like a missing one. " +
    EITHER_CALLER,
  tags: ['Webhooks'],
  success: { status: 204, description: 'Deleted.' },
  errors: ['unauthenticated', 'webhook-not-found'],
};

export const route = defineRoute({
  method: 'DELETE',
  path: '/webhooks/{id}',
  auth: 'required',
  orApp: true,
  handle: async (request) => {
    const { params } = request;
    // Another's subscription (a player's or an app's) answers like a missing one: its existence is not theirs to learn.
    if (!(await deleteSubscription(webhookOwner(request), params.id!)))
      throw new Problem('webhook-not-found', 'You have no webhook with this id; GET /webhooks lists yours.');
    return { status: 204 };
  },
});
export const handler = lambdaHandler(route);
