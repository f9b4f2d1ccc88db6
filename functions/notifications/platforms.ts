/**
 * The names of push (docs/contract.md, Notifications), said once: the platforms a device may be
 * on, the ones whose messages go with an app's credentials, and the kinds of message a device
 * may choose among.
 */
export const pushPlatforms = ['webpush', 'apns', 'fcm', 'expo'] as const;
export type PushPlatform = (typeof pushPlatforms)[number];

/** The platforms that send with the credentials of the player's app; Web Push signs with the deployment's own VAPID key pair. */
export const appPlatforms = ['apns', 'fcm', 'expo'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

export const isAppPlatform = (platform: string): platform is AppPlatform => (appPlatforms as readonly string[]).includes(platform);

/** What a device may be told of: all four unless it chooses. */
export const pushEvents = ['turn', 'reminder', 'ended', 'match'] as const;
export type PushEvent = (typeof pushEvents)[number];
