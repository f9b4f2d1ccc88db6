import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { webhooks } from './generated/openapi.ts';

export { WebhookVerificationError };

/**
 * A delivery's body (docs/contract.md, Webhooks), one of those openapi.yaml documents (its
 * `webhooks` section): narrow on `type` to reach what its `data` holds. `data.appPlayers` is
 * there on every delivery of a game to an app's subscription, and on no other. A type newer than
 * this SDK arrives as it was sent: keep a default branch.
 */
export type WebhookDelivery = {
  [Type in keyof webhooks]: webhooks[Type]['post']['requestBody']['content']['application/json'];
}[keyof webhooks];

/** Headers as a receiver has them: fetch's Headers, or Node's IncomingHttpHeaders. */
export type ReceivedHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Checks a delivery's Standard Webhooks signature (webhook-id, webhook-timestamp,
 * webhook-signature) with the subscription's `whsec_…` secret, and a timestamp within five
 * minutes, over the body exactly as received. Returns the parsed body; throws
 * WebhookVerificationError when anything does not hold. While a secret is rotated
 * (rotateWebhookSecret) pass both, the new and the old: a delivery signed with either of them
 * passes (the header then holds a signature per secret; one that matches is enough).
 */
export function verifyWebhook(secret: string | readonly string[], headers: ReceivedHeaders, body: string): WebhookDelivery {
  const record = headerRecord(headers);
  const [first, ...others] = typeof secret === 'string' ? [secret] : secret;
  if (first === undefined) throw new WebhookVerificationError('No secret to verify the delivery with');
  try {
    return new Webhook(first).verify(body, record) as WebhookDelivery;
  } catch (error) {
    if (!others.length || !(error instanceof WebhookVerificationError)) throw error;
    return verifyWebhook(others, headers, body);
  }
}

function headerRecord(headers: ReceivedHeaders): Record<string, string> {
  const entries: [string, string | readonly string[] | undefined][] =
    headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  const record: Record<string, string> = {};
  for (const [name, value] of entries)
    if (value !== undefined) record[name.toLowerCase()] = typeof value === 'string' ? value : value.join(', ');
  return record;
}
