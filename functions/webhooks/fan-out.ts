import { isPlatformEvent } from '../../domain/platform/index.ts';
import { messageId, payloadOf, webhookEventsOf, type WebhookEvent } from './payloads.ts';
import { webhookQueue } from './installed-queue.ts';
import type { DeliveryMessage } from './queue.ts';
import { listSubscriptions, wants, type Subscription } from './subscriptions.ts';
import { mayHaveMade, readProfiles, type Profiles } from '../players/seated-profiles.ts';
import type { ItemConsumer } from '../stream/records.ts';

/** The platform's own events but the start (the lobby's, renames, a rematch named) never start, end or move a game. */
const outsidePlay = (event: { type: string }) => isPlatformEvent(event) && event.type !== 'GameStarted';

/**
 * The webhook fan-out: for each stored command, the webhook events it means (payloads.ts),
 * addressed to every subscription of every seated player, and of every app seated, that asks
 * for them, onto the queue.
 * The command path writes nothing for webhooks; this runs after it, from the stream.
 * Idempotent: a redelivered record enqueues the same messages with the same webhook-ids and
 * bodies, so a receiver that remembers ids sees each event once.
 */
export const fanOutWebhooks: ItemConsumer = async (item, transition, _batch, seatedProfiles) => {
  if (item.events.every(outsidePlay)) return;
  const { before, after } = await transition();
  if (!after) return;
  const events = webhookEventsOf(before, after, item);
  if (events.length === 0) return;

  await queueWebhookEvents(
    after.players.map((p) => p.playerId),
    events,
    await seatedProfiles?.(),
  );
};

/** One of an app's players named in a delivery to the app (docs/contract.md, Apps): `externalId` null for a sign-up with the publishable key. */
export interface AppPlayer {
  playerId: string;
  externalId: string | null;
}

/**
 * Each event addressed to whoever it concerns, onto the webhook queue: every subscription of
 * each player named that asks for its type, and ONCE every subscription of each app that at
 * least one of them belongs to, its `data` carrying `appPlayers` (the app's players among those
 * named). The stream's fan-out above names a game's seated players; quick match names one
 * ticket's owner for its `match.found` (functions/matchmaking/examine.ts); a reminder names the
 * player it reminds. What costs nothing is not read: the players' profiles come first, one
 * consistent BatchGet for all of them (or the ones the stream read for this record, `profiles`),
 * and say which players ever made a subscription (then one Query each) and which apps they
 * belong to (then one Query per app found). A profile raises its count in the transaction that
 * makes the subscription (subscriptions.ts), so a subscription made before the profile is read
 * is found as a Query made then would find it.
 */
export async function queueWebhookEvents(
  playerIds: readonly string[],
  events: readonly WebhookEvent[],
  profiles?: Profiles,
): Promise<void> {
  const { subscribers, apps } = addressees(playerIds, profiles ?? (await readProfiles(playerIds)));
  const own = await Promise.all(subscribers.map(listSubscriptions));
  const messages = own.flat().flatMap((subscription) => addressed(subscription, events));
  for (const [appId, appPlayers] of apps)
    for (const subscription of await listSubscriptions(appId))
      messages.push(
        ...addressed(
          subscription,
          events.map((event) => ({ ...event, data: { ...event.data, appPlayers } })),
        ),
      );
  if (messages.length > 0) await (await webhookQueue()).send(messages);
}

/** The deliveries of these events that one subscription asks for. */
const addressed = (subscription: Subscription, events: readonly WebhookEvent[]): DeliveryMessage[] =>
  events
    .filter((event) => wants(subscription, event.type))
    .map((event) => {
      const id = messageId(subscription.id, event);
      return {
        id,
        subscriptionId: subscription.id,
        owner: subscription.owner,
        type: event.type,
        payload: payloadOf(id, event),
        attempt: 1,
        notBefore: 0,
      };
    });

/**
 * From these players' profiles: those who may have subscriptions (seated-profiles.ts,
 * `mayHaveMade`), and the apps of them all, each with its players among them in the order
 * named (`appId`, and `externalId` for a player the app signed in itself). A bot, or a player
 * erased, has no profile, no subscription and no app.
 */
function addressees(playerIds: readonly string[], profiles: Profiles): { subscribers: string[]; apps: Map<string, AppPlayer[]> } {
  const subscribers: string[] = [];
  const apps = new Map<string, AppPlayer[]>();
  for (const playerId of new Set(playerIds)) {
    if (mayHaveMade(profiles, playerId, 'subscriptionsMade')) subscribers.push(playerId);
    const profile = profiles.get(playerId);
    if (typeof profile?.appId !== 'string') continue;
    const externalId = typeof profile.externalId === 'string' ? profile.externalId : null;
    const players = apps.get(profile.appId) ?? [];
    apps.set(profile.appId, [...players, { playerId, externalId }]);
  }
  return { subscribers, apps };
}
