import type { Request } from './route.ts';

/**
 * Whose subscriptions a webhook route acts on: the player's whose token it was sent with, or
 * the app's whose secret key (docs/contract.md, Apps). Each sees only its own: a player's
 * subscription is unknown to an app's key and an app's to a player's token (404, as another's).
 */
export const webhookOwner = ({ player, app }: Pick<Request<unknown, unknown>, 'player' | 'app'>): string => {
  const owner = player?.playerId ?? app?.appId;
  // The route requires a caller (`auth: 'required'`): parseRequest refused a request without one.
  if (owner === undefined) throw new Error('a webhook route was reached without a caller');
  return owner;
};

/** What the webhook routes say of their callers, in openapi.yaml. */
export const EITHER_CALLER = "With a player's token, the player's own subscriptions; with an app's secret key (`ocsk_…`), the app's.";
