/** The notification endpoints' bodies (docs/contract.md, Notifications), for validation and openapi.yaml. */
import * as z from 'zod';
import { Timestamp } from '../contract/shared.ts';
import { isAuthSecret, isP256PublicKey, privateKeyRefusal } from '../notifications/key-checks.ts';
import { appPlatforms, pushEvents, pushPlatforms } from '../notifications/platforms.ts';

/** The client's own name for a device, as the path names it. */
export const DeviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 of A–Z a–z 0–9 _ -')
  .describe("The client's own name for the device: 1–64 of `A–Z a–z 0–9 _ -`.");

/** A BCP 47 language tag, kept in its canonical form (`de-at` is `de-AT`): Intl's own parser decides what is one. */
const Locale = z
  .string()
  .regex(/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/, 'must be a BCP 47 language tag (such as en, de-AT)')
  .max(100)
  .transform((tag, ctx) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical) return canonical;
    } catch {
      // Not a well-formed tag: said below.
    }
    ctx.addIssue({ code: 'custom', message: `"${tag.slice(0, 40)}" is not a BCP 47 language tag (such as en, de-AT)` });
    return z.NEVER;
  })
  .describe('A BCP 47 language tag (`en`, `de-AT`): the language of the messages, English where it has none of its own. Default `en`.');

const PushEvent = z.enum(pushEvents);

const Events = z
  .array(PushEvent)
  .min(1)
  .max(pushEvents.length)
  .refine((events) => new Set(events).size === events.length, 'names an event twice')
  .meta({ uniqueItems: true })
  .describe('What the device is told of, among `turn`, `reminder`, `ended` and `match`; all four by default.');

/** A browser's `PushSubscription` as its `toJSON()` writes it. */
const Subscription = z
  .object({
    endpoint: z.url().max(2048).describe('The push service URL the browser gave: https, on a public host.'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z
        .string()
        .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key, uncompressed (65 bytes), base64url')
        .refine(isP256PublicKey, 'must be a point of P-256'),
      auth: z
        .string()
        .regex(/^[A-Za-z0-9_-]{22}$/, 'must be 16 bytes, base64url')
        .refine(isAuthSecret, 'must be 16 bytes, base64url'),
    }),
  })
  .describe("The browser's `PushSubscription` as JSON.");

/** What every platform's registration may say besides where messages go. */
const Choices = { locale: Locale.default('en'), events: Events.default([...pushEvents]) };

/** A device token as each native platform gives it to an app. */
const token = (pattern: RegExp, says: string) =>
  z.string().regex(pattern, `is malformed: ${says}`).describe('The device token the platform gave the app.');

export const PutDeviceBody = z
  .discriminatedUnion('platform', [
    z.strictObject({ platform: z.literal('webpush'), subscription: Subscription, ...Choices }),
    z.strictObject({
      platform: z.literal('apns'),
      token: token(/^(?:[0-9a-fA-F]{2}){32,100}$/, 'an APNs device token is hexadecimal (64 digits or more)'),
      ...Choices,
    }),
    z.strictObject({
      platform: z.literal('fcm'),
      token: token(/^[A-Za-z0-9_:.-]{1,4096}$/, 'an FCM registration token is 1–4096 of A–Z a–z 0–9 _ : . -'),
      ...Choices,
    }),
    z.strictObject({
      platform: z.literal('expo'),
      token: token(/^Expo(?:nent)?PushToken\[[^\]\s]{1,200}\]$/, 'an Expo push token looks like ExponentPushToken[…]'),
      ...Choices,
    }),
  ])
  .meta({ id: 'PutDevice' });

export const Device = z
  .object({
    deviceId: DeviceId,
    platform: z.enum(pushPlatforms),
    locale: z.string(),
    events: z.array(PushEvent),
    createdAt: Timestamp.describe('When the device was first registered (a replacement keeps it).'),
  })
  .meta({ id: 'Device' });

export const DeviceList = z
  .object({ devices: z.array(Device).describe("The caller's devices, oldest first, without their tokens or subscriptions.") })
  .meta({ id: 'DeviceList' });

/** `apns`: an APNs authentication key (token-based, ES256) and what it signs for. */
export const ApnsCredentials = z
  .strictObject({
    teamId: z.string().regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Team ID of the Apple developer account'),
    keyId: z.string().regex(/^[A-Z0-9]{10}$/, "must be the key's 10-character Key ID"),
    privateKey: z
      .string()
      .max(10_000)
      .superRefine((pem, ctx) => {
        const refusal = privateKeyRefusal(pem, 'ec-p256');
        if (refusal) ctx.addIssue({ code: 'custom', message: `${refusal}: it must be the .p8 key (PEM) of an APNs key, EC P-256` });
      })
      .describe('The `.p8` file as downloaded (PEM): an EC P-256 private key.'),
    bundleId: z
      .string()
      .regex(/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/, 'must be a bundle ID such as com.example.game')
      .max(155),
    sandbox: z.boolean().default(false).describe('Send through the sandbox (development builds) rather than production.'),
  })
  .meta({ id: 'ApnsCredentials' });

/** `fcm`: a Google service account's JSON key file, as downloaded. */
export const FcmCredentials = z
  .strictObject({
    serviceAccount: z
      .looseObject({
        project_id: z.string().regex(/^[a-z][a-z0-9-]{4,61}[a-z0-9]$/, 'must be a Google Cloud project id'),
        client_email: z.email().max(320),
        private_key: z
          .string()
          .max(10_000)
          .superRefine((pem, ctx) => {
            const refusal = privateKeyRefusal(pem, 'rsa');
            if (refusal) ctx.addIssue({ code: 'custom', message: `${refusal}: it must be the service account's RSA key (PEM)` });
          }),
        token_uri: z
          .url({ protocol: /^https?$/ })
          .max(2048)
          .describe("Where access tokens are had (Google's OAuth token endpoint)."),
      })
      .describe('The JSON key file of a Google service account, with at least `project_id`, `client_email`, `private_key`, `token_uri`.'),
  })
  .meta({ id: 'FcmCredentials' });

/** `expo`: the project's access token, when its push security is on. */
export const ExpoCredentials = z
  .strictObject({
    accessToken: z.string().min(1).max(1000).optional().describe("The Expo access token, if the project's enhanced push security is on."),
  })
  .meta({ id: 'ExpoCredentials' });

export const pushCredentialSchemas = { apns: ApnsCredentials, fcm: FcmCredentials, expo: ExpoCredentials };

/** The body as documented: which one is read depends on the path's `platform`. */
export const PutPushCredentialsBody = z
  .union([ApnsCredentials, FcmCredentials, ExpoCredentials])
  .describe('`apns`, `fcm` or `expo` credentials, as the path names the platform.')
  .meta({ id: 'PutPushCredentials' });

export const PushConfigured = z.object({ platform: z.enum(appPlatforms), configured: z.literal(true) }).meta({ id: 'PushConfigured' });

export const WebPushKey = z
  .object({
    publicKey: z
      .string()
      .describe(
        "The deployment's VAPID public key: base64url of the uncompressed P-256 point, for `pushManager.subscribe`'s `applicationServerKey`.",
      ),
  })
  .meta({ id: 'WebPushKey' });
