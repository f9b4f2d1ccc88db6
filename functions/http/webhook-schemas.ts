/** The webhook endpoints' bodies (docs/contract.md, Webhooks), for validation and openapi.yaml. */
import * as z from 'zod';
import { webhookTypes } from '../webhooks/types.ts';

const SubscribedTypeSchema = z.enum([...webhookTypes, '*']);

export const CreateWebhookBody = z
  .strictObject({
    url: z.string().max(2048).describe('Where to POST the events: https on AWS; resolving to a public address.'),
    events: z
      .array(SubscribedTypeSchema)
      .min(1)
      .max(webhookTypes.length + 1)
      .refine((events) => new Set(events).size === events.length, 'names an event type twice')
      .describe(`${webhookTypes.map((t) => `\`${t}\``).join(', ')}, or \`*\` for all.`),
  })
  .meta({ id: 'CreateWebhook' });

const WebhookFields = {
  id: z.string(),
  url: z.string(),
  events: z.array(SubscribedTypeSchema),
  createdAt: z.string(),
};

export const Webhook = z
  .object({
    ...WebhookFields,
    enabled: z.boolean().describe('False once the receiver answered 410 Gone: nothing more is sent.'),
    disabledReason: z.string().nullable(),
  })
  .meta({ id: 'Webhook' });

export const NewWebhook = z
  .object({
    ...WebhookFields,
    secret: z.string().describe("`whsec_…`: verify each delivery's `webhook-signature` with it. Shown once."),
  })
  .meta({ id: 'NewWebhook' });

export const RotatedWebhookSecret = z
  .object({
    id: z.string(),
    secret: z.string().describe('The new `whsec_…`: every delivery is signed with it from now on. Shown once.'),
    previousSecretExpiresAt: z
      .string()
      .describe('Until then each delivery also carries a signature made with the old secret; after it, only the new one.'),
  })
  .meta({ id: 'RotatedWebhookSecret' });

export const WebhookList = z.object({ webhooks: z.array(Webhook) }).meta({ id: 'WebhookList' });

export const DeliveriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(1024).optional(),
});

export const DeliveriesPage = z
  .object({
    deliveries: z.array(
      z.object({
        eventId: z.string().describe('The webhook-id: the same on every attempt of one event.'),
        type: z.string(),
        attempt: z.int(),
        statusCode: z.int().nullable().describe("The receiver's answer; null when none came."),
        error: z.string().nullable(),
        at: z.string(),
        nextRetryAt: z.string().nullable(),
        outcome: z
          .enum(['delivered', 'retrying', 'dead-lettered', 'disabled'])
          .describe('`dead-lettered`: the last attempt failed and the event was set aside; `disabled`: 410 Gone.'),
      }),
    ),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'WebhookDeliveries' });
