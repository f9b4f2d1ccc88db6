import { NoBody } from '../schemas.ts';
import { Problem } from '../problem.ts';
import { EITHER_CALLER, webhookOwner } from '../webhook-owner.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { RotatedWebhookSecret } from '../webhook-schemas.ts';
import { webhookSettings } from '../../webhooks/settings.ts';
import { rotateSecret } from '../../webhooks/subscriptions.ts';

export const docs: RouteDocs = {
  summary: "Rotate the subscription's signing secret",
  description:
    "Replaces the subscription's signing secret with a new one, shown in this answer once. Until `previousSecretExpiresAt` (24 hours) every delivery carries two signatures in `webhook-signature`, space-separated as Standard Webhooks allows: one with the new secret and one with the old, so a receiver verifying with either accepts it while it switches; after that only the new one. A second rotation within the overlap ends the first one's old secret at once. Only the subscription's owner may rotate it. " +
    EITHER_CALLER,
  tags: ['Webhooks'],
  success: {
    status: 200,
    description: 'The new secret (shown this once), and until when the old one still signs.',
    schema: RotatedWebhookSecret,
  },
  errors: ['unauthenticated', 'webhook-not-found'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/webhooks/{id}/secret',
  auth: 'required',
  orApp: true,
  body: NoBody,
  handle: async (request) => {
    const { params } = request;
    // Another player's subscription answers like a missing one, as every webhook route does.
    const rotated = await rotateSecret(webhookOwner(request), params.id!, webhookSettings().secretOverlapMs);
    if (!rotated) throw new Problem('webhook-not-found', 'You have no webhook with this id; GET /webhooks lists yours.');
    return { status: 200, body: { id: params.id!, secret: rotated.secret, previousSecretExpiresAt: rotated.previousSecretUntil } };
  },
});
export const handler = lambdaHandler(route);
