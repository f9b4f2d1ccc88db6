/**
 * The `PushSender` port (docs/design.md, Apps, notifications, erasure, fair share): one message
 * to one device, with the credentials it goes with, answered by what became of it. Each
 * platform is an adapter behind it (webpush.ts, apns.ts, fcm.ts, expo.ts); senders.ts picks
 * the adapter by the device's platform. What to send, when, and what to do with the outcome
 * (delete a gone device, try again later, record a failure) is the caller's.
 */

/** What a message tells (docs/contract.md, Notifications). */
export type PushType = 'turn' | 'reminder' | 'ended' | 'match';

export type PushPlatform = 'webpush' | 'apns' | 'fcm' | 'expo';

export interface PushMessage {
  type: PushType;
  gameId: string;
  /** The game's version the message is about: the data clients open the game at. */
  version: number;
  /** The title and the text, already in the device's language (messages.ts). */
  title: string;
  body: string;
  /** Messages with the same key replace each other on the device: one per game. */
  collapseKey: string;
  /** When the message is worth nothing any more (the server's clock, ms): the step's deadline, or a day on. */
  expiresAt: number;
}

/** The browser's `PushSubscription` as JSON. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface WebPushDevice {
  platform: 'webpush';
  subscription: WebPushSubscription;
}

export interface TokenDevice<P extends 'apns' | 'fcm' | 'expo' = 'apns' | 'fcm' | 'expo'> {
  platform: P;
  /** The device token the platform gave the app. */
  token: string;
}

export type PushDevice = WebPushDevice | TokenDevice<'apns'> | TokenDevice<'fcm'> | TokenDevice<'expo'>;

/** The deployment's VAPID key pair (base64url, as web-push makes them) and the contact it names (RFC 8292). */
export interface VapidCredentials {
  platform: 'webpush';
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or `https:` URL the push services may reach the operator at. */
  subject: string;
}

/** An app's APNs token-based credentials: the .p8 signing key, its id, the team and the app's bundle id. */
export interface ApnsCredentials {
  platform: 'apns';
  teamId: string;
  keyId: string;
  /** The .p8 key, PEM (PKCS #8, P-256). */
  privateKey: string;
  bundleId: string;
  sandbox?: boolean;
}

/** The fields of a Google service account's JSON key file that sending needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  /** PEM (PKCS #8, RSA). */
  private_key: string;
  /** The key's id, named in the assertion's header when the key file has it. */
  private_key_id?: string;
  token_uri: string;
}

export interface FcmCredentials {
  platform: 'fcm';
  serviceAccount: ServiceAccount;
}

export interface ExpoCredentials {
  platform: 'expo';
  /** Only for projects with Expo's enhanced push security turned on. */
  accessToken?: string;
}

export type PushCredentials = VapidCredentials | ApnsCredentials | FcmCredentials | ExpoCredentials;

/**
 * What became of one message:
 * - `sent`: the platform took it.
 * - `gone`: the platform says the device no longer exists; delete it, send it nothing more.
 * - `retry`: a 429, a 5xx, no answer: try again later, not before `afterSeconds` when the
 *   platform named it (`Retry-After`), else after the caller's own backoff.
 * - `failed`: refused for good (malformed, too large, wrong credentials): trying again changes nothing.
 */
export type PushOutcome =
  | { outcome: 'sent' }
  | { outcome: 'gone'; reason: string }
  | { outcome: 'retry'; afterSeconds?: number; reason: string }
  | { outcome: 'failed'; reason: string };

export interface PushSender<D extends PushDevice = PushDevice, C extends PushCredentials = PushCredentials> {
  send(message: PushMessage, device: D, credentials: C): Promise<PushOutcome>;
}
