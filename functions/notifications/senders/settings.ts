/**
 * Where the platforms are reached (docs/contract.md, Notifications): the operator's settings,
 * read from the environment on each use, so that tests of a local server point them at local
 * stand-ins. FCM's access tokens come from each service account's own `token_uri`.
 */
export interface PushOrigins {
  /** Unset: Apple's production or sandbox host, as the app's credentials say. */
  apns?: string;
  fcm: string;
  expo: string;
}

export function pushOrigins(env: NodeJS.ProcessEnv = process.env): PushOrigins {
  return {
    ...(env.APNS_ORIGIN ? { apns: env.APNS_ORIGIN } : {}),
    fcm: env.FCM_ORIGIN || 'https://fcm.googleapis.com',
    expo: env.EXPO_ORIGIN || 'https://exp.host',
  };
}

export const APNS_PRODUCTION = 'https://api.push.apple.com';
export const APNS_SANDBOX = 'https://api.sandbox.push.apple.com';

/** The APNs host for these credentials: the operator's APNS_ORIGIN, else Apple's for the credentials' environment. */
export const apnsOrigin = (origins: PushOrigins, sandbox: boolean | undefined) =>
  origins.apns ?? (sandbox ? APNS_SANDBOX : APNS_PRODUCTION);

/** The contact of a machine whose operator named none (`npm start`; a stack names its operator's: infra/parameters.ts). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@example.com';

/** A VAPID contact push services accept (RFC 8292 §2.1): a `mailto:` address or an `https:` URL. */
export const isVapidSubject = (value: string): boolean =>
  /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(value);

/**
 * The contact VAPID tokens name (RFC 8292 `sub`): push services write to it when a sender
 * misbehaves. The operator's VAPID_SUBJECT, a `mailto:` or `https:` URL.
 */
export const vapidSubject = (env: NodeJS.ProcessEnv = process.env) => env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
