import { Webhook, WebhookVerificationError } from 'standardwebhooks';

export { WebhookVerificationError };

/** A delivery's body (docs/contract.md, Webhooks): `data` names the game and version, and what the type adds. */
export interface WebhookDelivery {
  id: string;
  type: string;
  timestamp: string;
  data: { gameId?: string; version?: number; [field: string]: unknown };
}

/** Headers as a receiver has them: fetch's Headers, or Node's IncomingHttpHeaders. */
export type ReceivedHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Checks a delivery's Standard Webhooks signature (webhook-id, webhook-timestamp,
 * webhook-signature) with the subscription's `whsec_…` secret, and a timestamp within five
 * minutes, over the body exactly as received. Returns the parsed body; throws
 * WebhookVerificationError when anything does not hold.
 */
export function verifyWebhook(secret: string, headers: ReceivedHeaders, body: string): WebhookDelivery {
  return new Webhook(secret).verify(body, headerRecord(headers)) as WebhookDelivery;
}

function headerRecord(headers: ReceivedHeaders): Record<string, string> {
  const entries: [string, string | readonly string[] | undefined][] =
    headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  const record: Record<string, string> = {};
  for (const [name, value] of entries)
    if (value !== undefined) record[name.toLowerCase()] = typeof value === 'string' ? value : value.join(', ');
  return record;
}
