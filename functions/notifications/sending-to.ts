import { appIdOf } from '../players/players.ts';
import type { WebhookMode } from '../webhooks/settings.ts';
import type { DeviceRecord } from './devices.ts';
import { openPushCredentials } from './push-credentials.ts';
import { pushEndpointRefusal } from './push-endpoint.ts';
import type { PushCredentials, PushDevice } from './senders/port.ts';
import { vapidSubject } from './senders/settings.ts';
import { vapidKeys } from './vapid.ts';

/** Where a device's messages go and with what they are signed, or why none can go. */
export type Addressed = { device: PushDevice; credentials: PushCredentials } | { refused: string };

/**
 * The sender's device and credentials for a stored device: for Web Push the deployment's
 * VAPID key pair (and its endpoint checked again: what it resolves to may have changed since
 * it was registered); for the others the credentials of the player's app, tagged with their
 * platform. A player of no app, or an app without credentials for the platform (deleted since
 * the device was registered), has none.
 */
export async function addressed(record: DeviceRecord, mode: WebhookMode): Promise<Addressed> {
  if (record.platform === 'webpush') {
    if (!record.subscription) return { refused: 'the device has no subscription' };
    const refusal = await pushEndpointRefusal(record.subscription.endpoint, mode);
    if (refusal) return { refused: `its endpoint is refused: ${refusal}` };
    const { endpoint, keys } = record.subscription;
    return {
      device: { platform: 'webpush', subscription: { endpoint, keys } },
      credentials: { platform: 'webpush', ...(await vapidKeys()), subject: vapidSubject() },
    };
  }
  if (!record.token) return { refused: 'the device has no token' };
  const appId = await appIdOf(record.playerId);
  if (!appId) return { refused: 'the player belongs to no app' };
  const token = record.token;
  switch (record.platform) {
    case 'apns': {
      const opened = await openPushCredentials(appId, 'apns');
      return opened ? { device: { platform: 'apns', token }, credentials: { platform: 'apns', ...opened } } : noCredentials(appId, 'apns');
    }
    case 'fcm': {
      const opened = await openPushCredentials(appId, 'fcm');
      return opened
        ? { device: { platform: 'fcm', token }, credentials: { platform: 'fcm', serviceAccount: opened.serviceAccount } }
        : noCredentials(appId, 'fcm');
    }
    case 'expo': {
      const opened = await openPushCredentials(appId, 'expo');
      return opened ? { device: { platform: 'expo', token }, credentials: { platform: 'expo', ...opened } } : noCredentials(appId, 'expo');
    }
  }
}

const noCredentials = (appId: string, platform: string): Addressed => ({ refused: `the app ${appId} has no ${platform} credentials` });
