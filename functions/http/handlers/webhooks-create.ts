import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { CreateWebhookBody, NewWebhook } from '../webhook-schemas.ts';
import { webhookSettings } from '../../webhooks/settings.ts';
import { createSubscription } from '../../webhooks/subscriptions.ts';
import { urlRefusal } from '../../webhooks/url-safety.ts';

export const docs: RouteDocs = {
  summary: 'Subscribe to the events of every game the caller is seated in',
  description:
    "Subscribes a URL to the events of every game the caller is seated in. The answer shows the signing secret (`whsec_…`) this once: verify each delivery's signature with it (Standard Webhooks). The URL must resolve to a public address (https on AWS).",
  tags: ['Webhooks'],
  success: { status: 201, description: 'The subscription, with its signing secret (shown this once).', schema: NewWebhook },
  errors: ['invalid-request', 'unauthenticated', 'invalid-webhook-url'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/webhooks',
  auth: 'required',
  body: CreateWebhookBody,
  handle: async ({ body, player }) => {
    const refusal = await urlRefusal(body.url, webhookSettings().mode);
    if (refusal) throw new Problem('invalid-webhook-url', refusal);
    const { subscription, secret } = await createSubscription(player!.playerId, body.url, body.events);
    const { id, url, events, createdAt } = subscription;
    return { status: 201, body: { id, url, events, createdAt, secret } };
  },
});
export const handler = lambdaHandler(route);
