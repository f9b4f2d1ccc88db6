import { pageKeyShapes } from '../../adapters/read-keys.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { Problem } from '../problem.ts';
import { EITHER_CALLER, webhookOwner } from '../webhook-owner.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { listAttempts } from '../../webhooks/delivery-log.ts';
import { DeliveriesPage, DeliveriesQuery } from '../webhook-schemas.ts';
import { getSubscription } from '../../webhooks/subscriptions.ts';

export const docs: RouteDocs = {
  summary: "A subscription's delivery attempts, newest first, cursor-paginated",
  description:
    "Every delivery attempt of one of the caller's subscriptions, newest first: the event, the receiver's status code or the error, and when the next retry is due. " +
    EITHER_CALLER,
  tags: ['Webhooks'],
  success: { status: 200, description: 'A page of attempts; pass nextCursor as cursor for the next.', schema: DeliveriesPage },
  errors: ['invalid-request', 'unauthenticated', 'webhook-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/webhooks/{id}/deliveries',
  auth: 'required',
  orApp: true,
  query: DeliveriesQuery,
  handle: async (request) => {
    const { params, query } = request;
    const id = params.id!;
    // Another's subscription (a player's or an app's) answers like a missing one: its existence is not theirs to learn.
    if (!(await getSubscription(webhookOwner(request), id)))
      throw new Problem('webhook-not-found', 'You have no webhook with this id; GET /webhooks lists yours.');
    const startKey = decodeCursor(query.cursor, pageKeyShapes.deliveryAttempts(id));
    const { attempts, lastKey } = await listAttempts(id, query.limit, startKey);
    return { status: 200, body: { deliveries: attempts, nextCursor: encodeCursor(lastKey) } };
  },
});
export const handler = lambdaHandler(route);
