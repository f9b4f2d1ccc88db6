import { isPlatformEvent } from '../../domain/platform/index.ts';
import { messageId, payloadOf, webhookEventsOf, type WebhookEvent } from './payloads.ts';
import { webhookQueue } from './installed-queue.ts';
import type { DeliveryMessage } from './queue.ts';
import { listSubscriptions, wants } from './subscriptions.ts';
import type { ItemConsumer } from '../stream/records.ts';

/** The platform's own events but the start (the lobby's, renames, a rematch named) never start, end or move a game. */
const outsidePlay = (event: { type: string }) => isPlatformEvent(event) && event.type !== 'GameStarted';

/**
 * The webhook fan-out: for each stored command, the webhook events it means (payloads.ts),
 * addressed to every subscription of every seated player that asks for them, onto the queue.
 * The command path writes nothing for webhooks; this runs after it, from the stream.
 * Idempotent: a redelivered record enqueues the same messages with the same webhook-ids and
 * bodies, so a receiver that remembers ids sees each event once.
 */
export const fanOutWebhooks: ItemConsumer = async (item, transition) => {
  if (item.events.every(outsidePlay)) return;
  const { before, after } = await transition();
  if (!after) return;
  const events = webhookEventsOf(before, after, item);
  if (events.length === 0) return;

  await queueWebhookEvents(
    after.players.map((p) => p.playerId),
    events,
  );
};

/**
 * Each event addressed to every subscription of every player named that asks for its type,
 * onto the webhook queue: the stream's fan-out above, and quick match's `match.found` (one
 * player's own, functions/matchmaking/examine.ts).
 */
export async function queueWebhookEvents(playerIds: readonly string[], events: readonly WebhookEvent[]): Promise<void> {
  const messages: DeliveryMessage[] = [];
  for (const playerId of playerIds) {
    for (const subscription of await listSubscriptions(playerId)) {
      for (const event of events.filter((e) => wants(subscription, e.type))) {
        const id = messageId(subscription.id, event);
        messages.push({
          id,
          subscriptionId: subscription.id,
          owner: subscription.owner,
          type: event.type,
          payload: payloadOf(id, event),
          attempt: 1,
          notBefore: 0,
        });
      }
    }
  }
  if (messages.length > 0) await (await webhookQueue()).send(messages);
}
