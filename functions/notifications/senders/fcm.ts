import { systemClock, type Clock } from '../../adapters/clock.ts';
import { accessToken, AccessTokenError } from './fcm-token.ts';
import { expired, isTransient, retryOutcome, secondsLeft } from './outcomes.ts';
import { parseJson, post } from './post.ts';
import type { FcmCredentials, PushMessage, PushOutcome, PushSender, TokenDevice } from './port.ts';
import { pushOrigins, type PushOrigins } from './settings.ts';
import { TokenCache } from './token-cache.ts';
import { isUrgent } from './urgency.ts';

/** FCM's limit on a message's notification and data together (bytes). */
export const FCM_MAX_PAYLOAD = 4096;

export interface FcmOptions {
  /** Unset: read from the environment (FCM_ORIGIN) at each send. */
  origins?: PushOrigins;
  timeoutMs?: number;
  /** The server's clock, which deadlines are on: what is left of a message's life. */
  clock?: Clock;
  /** Access tokens, on the real time; tests hand in one on a clock of theirs. */
  tokens?: TokenCache;
  /** Certificates to trust instead of the usual roots (in-process tests). */
  ca?: string;
}

/**
 * The v1 `Message`: the notification the system shows, the data the app opens the game with
 * (FCM's data values are strings), and for Android the collapse key (one pending message per
 * game), the notification's tag (one shown per game), the time to live and the priority.
 */
export const fcmMessage = (message: PushMessage, deviceToken: string, ttl: number) => ({
  message: {
    token: deviceToken,
    notification: { title: message.title, body: message.body },
    data: { type: message.type, gameId: message.gameId, version: String(message.version) },
    android: {
      collapse_key: message.collapseKey,
      ttl: `${ttl}s`,
      priority: isUrgent(message) ? 'HIGH' : 'NORMAL',
      notification: { tag: message.collapseKey },
    },
  },
});

interface FcmErrorBody {
  error?: { status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

/** FCM's error code (`UNREGISTERED`, `QUOTA_EXCEEDED`, …), else the RPC status of a v1 error answer. */
function errorCode(body: string): string | undefined {
  const error = (parseJson(body) as FcmErrorBody | undefined)?.error;
  const fcm = error?.details?.find((detail) => detail['@type']?.endsWith('google.firebase.fcm.v1.FcmError'));
  return fcm?.errorCode ?? error?.status;
}

/**
 * Firebase Cloud Messaging, HTTP v1: `POST {FCM_ORIGIN}/v1/projects/{project_id}/messages:send`
 * with an access token from the service account's `token_uri` (fcm-token.ts).
 */
export function fcmSender({ origins, timeoutMs = 10_000, clock = systemClock, tokens = new TokenCache(), ca }: FcmOptions = {}): PushSender<
  TokenDevice<'fcm'>,
  FcmCredentials
> {
  return {
    async send(message, { token: deviceToken }, { serviceAccount }): Promise<PushOutcome> {
      const ttl = secondsLeft(message.expiresAt, clock.now());
      if (ttl === 0) return expired;
      const body = fcmMessage(message, deviceToken, ttl);
      const size = Buffer.byteLength(JSON.stringify({ notification: body.message.notification, data: body.message.data }));
      if (size > FCM_MAX_PAYLOAD)
        return { outcome: 'failed', reason: `a notification and data of ${size} bytes, more than FCM's ${FCM_MAX_PAYLOAD}` };
      const { key, token } = accessToken(tokens, serviceAccount, { timeoutMs, ...(ca ? { ca } : {}) });
      let bearer: string;
      try {
        bearer = await token;
      } catch (error) {
        if (!(error instanceof AccessTokenError)) throw error;
        if (!error.transient) return { outcome: 'failed', reason: error.message };
        return error.afterSeconds === undefined
          ? { outcome: 'retry', reason: error.message }
          : { outcome: 'retry', afterSeconds: error.afterSeconds, reason: error.message };
      }
      const origin = (origins ?? pushOrigins()).fcm;
      const answer = await post(`${origin}/v1/projects/${encodeURIComponent(serviceAccount.project_id)}/messages:send`, {
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify(body),
        timeoutMs,
        ...(ca ? { ca } : {}),
      });
      if ('error' in answer) return { outcome: 'retry', reason: answer.error };
      if (answer.status === 200) return { outcome: 'sent' };
      const code = errorCode(answer.body);
      const said = `FCM answered ${answer.status}${code ? ` ${code}` : ''}`;
      if (code === 'UNREGISTERED') return { outcome: 'gone', reason: said };
      // The access token expired or was revoked early: the next send asks for a new one.
      if (answer.status === 401 && code !== 'THIRD_PARTY_AUTH_ERROR') {
        tokens.drop(key, bearer);
        return { outcome: 'retry', reason: said };
      }
      if (isTransient(answer.status)) return retryOutcome(said, answer.headers['retry-after']);
      return { outcome: 'failed', reason: said };
    },
  };
}
