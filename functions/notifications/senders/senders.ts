import type { WebhookMode } from '../../webhooks/settings.ts';
import type { Clock } from '../../adapters/clock.ts';
import { apnsSender } from './apns.ts';
import { expoSender } from './expo.ts';
import { fcmSender } from './fcm.ts';
import type { PushCredentials, PushDevice, PushMessage, PushOutcome, PushPlatform, PushSender } from './port.ts';
import type { PushOrigins } from './settings.ts';
import { TokenCache } from './token-cache.ts';
import { webPushSender } from './webpush.ts';

export interface PushSendersOptions {
  /** The address policy for Web Push endpoints (the webhooks' WEBHOOK_MODE). */
  mode: WebhookMode;
  /** Unset: APNS_ORIGIN, FCM_ORIGIN and EXPO_ORIGIN, read at each send. */
  origins?: PushOrigins;
  timeoutMs?: number;
  /** The server's clock (systemClock unless a test has its own). */
  clock?: Clock;
  /** The APNs and FCM tokens, on the real time unless a test has its own clock. */
  tokens?: TokenCache;
  /** Certificates to trust instead of the usual roots (in-process tests). */
  ca?: string;
}

/**
 * The `PushSender` of every platform: the device's platform picks the adapter, and the
 * credentials must be that platform's (the deployment's VAPID keys for `webpush`, the app's
 * for the others). One instance per process: it keeps APNs' connections and both platforms'
 * tokens for every message.
 */
export function pushSenders({
  mode,
  origins,
  timeoutMs,
  clock,
  tokens = new TokenCache(),
  ca,
}: PushSendersOptions): PushSender & { close(): Promise<void> } {
  const shared = {
    ...(origins ? { origins } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(clock ? { clock } : {}),
    ...(ca ? { ca } : {}),
  };
  const webpush = webPushSender({ mode, ...shared });
  const apns = apnsSender({ ...shared, tokens });
  const fcm = fcmSender({ ...shared, tokens });
  const expo = expoSender(shared);
  return {
    send(message: PushMessage, device: PushDevice, credentials: PushCredentials): Promise<PushOutcome> {
      switch (device.platform) {
        case 'webpush':
          return webpush.send(message, device, ofPlatform(credentials, 'webpush'));
        case 'apns':
          return apns.send(message, device, ofPlatform(credentials, 'apns'));
        case 'fcm':
          return fcm.send(message, device, ofPlatform(credentials, 'fcm'));
        case 'expo':
          return expo.send(message, device, ofPlatform(credentials, 'expo'));
      }
    },
    close: () => apns.close(),
  };
}

/** The credentials, as the platform's: others are a programming error, not an outcome (the caller picks them by the device's platform). */
function ofPlatform<P extends PushPlatform>(credentials: PushCredentials, platform: P): Extract<PushCredentials, { platform: P }> {
  if (credentials.platform !== platform) throw new Error(`${credentials.platform} credentials for a ${platform} device`);
  return credentials as Extract<PushCredentials, { platform: P }>;
}
