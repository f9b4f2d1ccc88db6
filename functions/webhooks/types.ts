/** The webhook event types a subscription may ask for (API.md, Webhooks); `*` means all. */
export const webhookTypes = ['game.started', 'turn.started', 'game.ended', 'player.resigned'] as const;
export type WebhookType = (typeof webhookTypes)[number];
export type SubscribedType = WebhookType | '*';

/** What a delivery may carry: a game's webhook event, or the `ping` its owner asked for (POST /webhooks/{id}/ping). */
export type DeliveryType = WebhookType | 'ping';
