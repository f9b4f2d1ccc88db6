import { Problem } from '../problem.ts';
import { webhookOwner } from '../webhook-owner.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { CreateWebhookBody, NewWebhook } from '../webhook-schemas.ts';
import { webhookSettings } from '../../webhooks/settings.ts';
import { createSubscription, isAppOwner, SubscriberGone } from '../../webhooks/subscriptions.ts';
import { urlRefusal } from '../../webhooks/url-safety.ts';

export const docs: RouteDocs = {
  summary: 'Subscribe to the events of every game the caller is seated in (an app: every game seating one of its players)',
  description:
    "Subscribes a URL to the events of every game the caller is seated in. With an app's secret key (`Authorization: Bearer ocsk_…`), the subscription is the app's: it receives the events of every game seating at least one of the app's players, `match.found` for their tickets and `turn.reminder` for them, once per subscription however many of its players sit there, with `data.appPlayers` naming them (`playerId`, `externalId`). The answer shows the signing secret (`whsec_…`) this once: verify each delivery's signature with it (Standard Webhooks). The URL must resolve to a public address (https on AWS).",
  tags: ['Webhooks'],
  success: { status: 201, description: 'The subscription, with its signing secret (shown this once).', schema: NewWebhook },
  errors: ['invalid-request', 'unauthenticated', 'invalid-webhook-url'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/webhooks',
  auth: 'required',
  orApp: true,
  body: CreateWebhookBody,
  handle: async (request) => {
    const { body } = request;
    const refusal = await urlRefusal(body.url, webhookSettings().mode);
    if (refusal) throw new Problem('invalid-webhook-url', refusal);
    const { subscription, secret } = await createSubscription(webhookOwner(request), body.url, body.events).catch((error: unknown) => {
      // The app (or the player) was deleted while its subscription was made: its credentials are no one's now.
      if (error instanceof SubscriberGone)
        throw new Problem(
          'unauthenticated',
          isAppOwner(error.owner)
            ? 'The app of this secret key was deleted; nothing was made.'
            : 'This player was erased; nothing was made.',
        );
      throw error;
    });
    const { id, url, events, createdAt } = subscription;
    return { status: 201, body: { id, url, events, createdAt, secret } };
  },
});
export const handler = lambdaHandler(route);
