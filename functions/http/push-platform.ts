import { isAppPlatform, type AppPlatform } from '../notifications/platforms.ts';
import { Problem } from './problem.ts';

/** The path's `{platform}` of the push credentials routes: `apns`, `fcm` or `expo`, else 400 (docs/contract.md, Notifications). */
export function pushPlatformOf(platform: string): AppPlatform {
  if (isAppPlatform(platform)) return platform;
  throw new Problem(
    'invalid-request',
    platform === 'webpush'
      ? 'webpush needs no credentials of an app: its messages are signed with the deployment’s own VAPID key pair.'
      : `"${platform.slice(0, 40)}" is no push platform of an app's: apns, fcm or expo.`,
  );
}
