/** The webhook event types a subscription may ask for (docs/contract.md, Webhooks); `*` means all. */
export const webhookTypes = ['game.started', 'turn.started', 'game.ended', 'player.resigned', 'match.found', 'turn.reminder'] as const;
export type WebhookType = (typeof webhookTypes)[number];
export type SubscribedType = WebhookType | '*';
/** What a subscription receives: its events, and a `ping` whenever its owner asks for one. */
export type DeliveryType = WebhookType | 'ping';
