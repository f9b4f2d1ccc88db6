/** The webhook event types a subscription may ask for (API.md, Webhooks); `*` means all. */
export const webhookTypes = ['game.started', 'turn.started', 'game.ended'] as const;
export type WebhookType = (typeof webhookTypes)[number];
export type SubscribedType = WebhookType | '*';
