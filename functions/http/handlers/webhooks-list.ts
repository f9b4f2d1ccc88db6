import { EITHER_CALLER, webhookOwner } from '../webhook-owner.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { WebhookList } from '../webhook-schemas.ts';
import { listSubscriptions } from '../../webhooks/subscriptions.ts';

export const docs: RouteDocs = {
  summary: "The caller's webhook subscriptions (without their secrets)",
  description:
    "The caller's subscriptions, oldest first, without their secrets; a subscription whose receiver answered 410 Gone shows `enabled: false`. " +
    EITHER_CALLER,
  tags: ['Webhooks'],
  success: { status: 200, description: 'Every subscription of the caller, oldest first.', schema: WebhookList },
  errors: ['unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/webhooks',
  auth: 'required',
  orApp: true,
  handle: async (request) => {
    const webhooks = (await listSubscriptions(webhookOwner(request))).map(({ id, url, events, createdAt, disabledAt, disabledReason }) => ({
      id,
      url,
      events,
      createdAt,
      enabled: !disabledAt,
      disabledReason: disabledReason ?? null,
    }));
    return { status: 200, body: { webhooks } };
  },
});
export const handler = lambdaHandler(route);
