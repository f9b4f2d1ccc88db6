import { NoBody } from '../schemas.ts';
import * as z from 'zod';
import { Problem } from '../problem.ts';
import { EITHER_CALLER, webhookOwner } from '../webhook-owner.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { ping } from '../../webhooks/ping.ts';
import { getSubscription } from '../../webhooks/subscriptions.ts';

const PingQueued = z
  .object({ eventId: z.string().describe("The ping's webhook-id: find its attempts with GET /webhooks/{id}/deliveries.") })
  .meta({ id: 'PingQueued' });

export const docs: RouteDocs = {
  summary: "Send a `ping` delivery to the subscription's URL at once",
  description:
    "Queues a signed `ping` delivery to the subscription's URL at once, through the same worker, retries and delivery log as every delivery; its answer names the delivery's event id. Only the subscription's owner may ping it. " +
    EITHER_CALLER,
  tags: ['Webhooks'],
  success: { status: 202, description: 'The ping is on its way (a disabled subscription gets none).', schema: PingQueued },
  errors: ['unauthenticated', 'webhook-not-found'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/webhooks/{id}/ping',
  auth: 'required',
  orApp: true,
  body: NoBody,
  handle: async (request) => {
    const { params } = request;
    // Another's subscription (a player's or an app's) answers like a missing one: its existence is not theirs to learn.
    const subscription = await getSubscription(webhookOwner(request), params.id!);
    if (!subscription) throw new Problem('webhook-not-found', 'You have no webhook with this id; GET /webhooks lists yours.');
    return { status: 202, body: { eventId: await ping(subscription) } };
  },
});
export const handler = lambdaHandler(route);
