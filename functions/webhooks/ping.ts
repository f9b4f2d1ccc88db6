import { randomBytes } from 'node:crypto';
import { webhookQueue } from './installed-queue.ts';
import type { Subscription } from './subscriptions.ts';

/**
 * POST /webhooks/{id}/ping: a `ping` delivery to the subscription's URL, queued at once for the
 * same worker as every delivery (signed, retried, logged among its deliveries). Each ping is an
 * event of its own, with an id of its own. Its data names the subscription; no game is involved.
 */
export async function ping(subscription: Subscription, now = Date.now()): Promise<string> {
  const id = `msg_${randomBytes(24).toString('base64url')}`;
  const payload = JSON.stringify({ id, type: 'ping', timestamp: new Date(now).toISOString(), data: { webhookId: subscription.id } });
  await (
    await webhookQueue()
  ).send([{ id, subscriptionId: subscription.id, owner: subscription.owner, type: 'ping', payload, attempt: 1, notBefore: 0 }]);
  return id;
}
