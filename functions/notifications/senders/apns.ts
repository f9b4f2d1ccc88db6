import { createHash } from 'node:crypto';
import { systemClock, type Clock } from '../../adapters/clock.ts';
import { providerToken } from './apns-token.ts';
import { Http2Sessions } from './http2-sessions.ts';
import { expired, isTransient, retryOutcome, secondsLeft } from './outcomes.ts';
import { parseJson } from './post.ts';
import type { ApnsCredentials, PushMessage, PushOutcome, PushSender, TokenDevice } from './port.ts';
import { apnsOrigin, pushOrigins, type PushOrigins } from './settings.ts';
import { TokenCache } from './token-cache.ts';

/** APNs' limit on a notification's payload (bytes), and on `apns-collapse-id`. */
export const APNS_MAX_PAYLOAD = 4096;
const APNS_MAX_COLLAPSE_ID = 64;

export interface ApnsOptions {
  /** Unset: read from the environment (APNS_ORIGIN) at each send. */
  origins?: PushOrigins;
  timeoutMs?: number;
  /** The server's clock, which deadlines are on: what is left of a message's life. */
  clock?: Clock;
  /** Provider tokens, on the real time; tests hand in one on a clock of theirs. */
  tokens?: TokenCache;
  /** Certificates to trust instead of the usual roots (in-process tests). */
  ca?: string;
}

/** The notification: the alert in `aps`, the message's data beside it, where the app reads its own keys. */
export const apnsPayload = (message: PushMessage) =>
  JSON.stringify({
    aps: { alert: { title: message.title, body: message.body }, sound: 'default', 'thread-id': message.collapseKey },
    type: message.type,
    gameId: message.gameId,
    version: message.version,
  });

/** The collapse key as APNs takes it: at most 64 bytes, so a longer one is hashed (43 characters). */
const collapseId = (key: string) =>
  Buffer.byteLength(key) <= APNS_MAX_COLLAPSE_ID ? key : createHash('sha256').update(key).digest('base64url');

/** APNs reasons that mean the token names no device of this app any more (Apple's table of error responses). */
const GONE_REASONS = new Set(['BadDeviceToken', 'Unregistered', 'ExpiredToken']);

/**
 * Apple Push Notification service, token-based: HTTP/2 (node:http2) to `POST /3/device/<token>`
 * on APNS_ORIGIN, or Apple's production or sandbox host as the credentials say, authorised by
 * a provider token (apns-token.ts) kept and renewed within the hour.
 */
export function apnsSender({ origins, timeoutMs = 10_000, clock = systemClock, tokens = new TokenCache(), ca }: ApnsOptions = {}) {
  const sessions = new Http2Sessions(ca);

  async function attempt(message: PushMessage, deviceToken: string, credentials: ApnsCredentials, ttl: number, payload: string) {
    const { key, token } = providerToken(tokens, credentials);
    const jwt = await token;
    const origin = apnsOrigin(origins ?? pushOrigins(), credentials.sandbox);
    const answer = await sessions.request(
      origin,
      {
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(deviceToken)}`,
        authorization: `bearer ${jwt}`,
        'apns-topic': credentials.bundleId,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        // An absolute moment, for Apple's clock: the real time plus what is left of the message's life.
        'apns-expiration': String(Math.floor(Date.now() / 1000) + ttl),
        'apns-collapse-id': collapseId(message.collapseKey),
        'content-type': 'application/json',
      },
      payload,
      timeoutMs,
    );
    return { answer, drop: () => tokens.drop(key, jwt) };
  }

  const sender: PushSender<TokenDevice<'apns'>, ApnsCredentials> & { close(): Promise<void> } = {
    async send(message, { token: deviceToken }, credentials): Promise<PushOutcome> {
      const ttl = secondsLeft(message.expiresAt, clock.now());
      if (ttl === 0) return expired;
      const payload = apnsPayload(message);
      const size = Buffer.byteLength(payload);
      if (size > APNS_MAX_PAYLOAD) return { outcome: 'failed', reason: `a payload of ${size} bytes, more than APNs' ${APNS_MAX_PAYLOAD}` };
      let tried: Awaited<ReturnType<typeof attempt>>;
      try {
        tried = await attempt(message, deviceToken, credentials, ttl, payload);
      } catch (error) {
        // A .p8 key that does not import, an origin that is no URL: no send like this one can succeed.
        return { outcome: 'failed', reason: (error as Error).message };
      }
      const { answer } = tried;
      if ('error' in answer) return { outcome: 'retry', reason: answer.error };
      if (answer.status === 200) return { outcome: 'sent' };
      const reason = reasonOf(answer) ?? '';
      const said = `APNs answered ${answer.status}${reason ? ` ${reason}` : ''}`;
      if (answer.status === 410 || GONE_REASONS.has(reason)) return { outcome: 'gone', reason: said };
      // A provider token Apple refused is not used again: the next send signs a new one.
      if (answer.status === 403 && reason.endsWith('ProviderToken')) tried.drop();
      if (reason === 'ExpiredProviderToken') return { outcome: 'retry', reason: said };
      if (isTransient(answer.status)) return retryOutcome(said, answer.headers['retry-after']);
      return { outcome: 'failed', reason: said };
    },
    close: () => sessions.close(),
  };
  return sender;
}

/** APNs' `reason`, from the JSON body of a refusal. */
function reasonOf(answer: Awaited<ReturnType<Http2Sessions['request']>>): string | undefined {
  if ('error' in answer) return undefined;
  const body = parseJson(answer.body) as { reason?: unknown } | undefined;
  return typeof body?.reason === 'string' ? body.reason : undefined;
}
