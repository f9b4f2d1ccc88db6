/**
 * @organized-chaos/client: the Organized Chaos API for Node 20+ and browsers.
 * See docs/architecture.md, "The TypeScript client", for an example.
 */
export { Client, type ClientOptions } from './client.ts';
export { AppClient, type AppClientOptions, type SignedIn } from './app-client.ts';
export type { Page } from './bearer-client.ts';
export { ApiError } from './errors.ts';
export { NoMatch, type QuickMatch, type QuickMatchOptions } from './quick-match.ts';
export type { LiveOptions, LiveStatus, Subscription, SubscribeOptions, Update, WebSocketConstructor, WebSocketLike } from './live.ts';
export type { RetryOptions, TransportOptions } from './transport.ts';
export { verifyWebhook, WebhookVerificationError, type ReceivedHeaders, type WebhookDelivery } from './webhooks.ts';
export {
  below,
  die,
  proofOf,
  same,
  shuffle,
  verifyGame,
  type AsyncBytes,
  type Checker,
  type CheckerContext,
  type CheckerOf,
  type Difference,
  type EventData,
  type FairnessView,
  type GameProof,
  type MoreGames,
  type NothingHidden,
  type RevealedRacks,
  type Tally,
  type Verdict,
  type Verified,
  type VerifiedGame,
  type VerifyOptions,
} from './fairness/index.ts';
export type * from './types.ts';
