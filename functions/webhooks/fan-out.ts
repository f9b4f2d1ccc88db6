import { messageId, payloadOf, webhookEventsOf } from './payloads.ts';
import { webhookQueue } from './installed-queue.ts';
import type { DeliveryMessage } from './queue.ts';
import { listSubscriptions, wants } from './subscriptions.ts';
import type { ItemConsumer } from '../stream/records.ts';

/** Lobby-only items (creating, joining) never start, end or move a game. */
const lobbyOnly = new Set(['GameCreated', 'PlayerJoined']);

/**
 * The webhook fan-out: for each stored command, the webhook events it means (payloads.ts),
 * addressed to every subscription of every seated player that asks for them, onto the queue.
 * The command path writes nothing for webhooks; this runs after it, from the stream.
 * Idempotent: a redelivered record enqueues the same messages with the same webhook-ids and
 * bodies, so a receiver that remembers ids sees each event once.
 */
export const fanOutWebhooks: ItemConsumer = async (item, transition) => {
  if (item.events.every((e) => lobbyOnly.has(e.type))) return;
  const { before, after } = await transition();
  if (!after) return;
  const events = webhookEventsOf(before, after, item);
  if (events.length === 0) return;

  const messages: DeliveryMessage[] = [];
  for (const player of after.players) {
    for (const subscription of await listSubscriptions(player.playerId)) {
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
};
