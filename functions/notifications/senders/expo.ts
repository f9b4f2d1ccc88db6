import { systemClock, type Clock } from '../../adapters/clock.ts';
import { expired, isTransient, retryOutcome, secondsLeft } from './outcomes.ts';
import { parseJson, post } from './post.ts';
import type { ExpoCredentials, PushMessage, PushOutcome, PushSender, TokenDevice } from './port.ts';
import { pushOrigins, type PushOrigins } from './settings.ts';
import { isUrgent } from './urgency.ts';

/** Expo's limit on one message's payload (bytes). */
export const EXPO_MAX_PAYLOAD = 4096;

export interface ExpoOptions {
  /** Unset: read from the environment (EXPO_ORIGIN) at each send. */
  origins?: PushOrigins;
  timeoutMs?: number;
  /** The server's clock, which deadlines are on: what is left of a message's life. */
  clock?: Clock;
  /** Certificates to trust instead of the usual roots (in-process tests). */
  ca?: string;
}

/**
 * One Expo push message: what the system shows, the data the app opens the game with, the
 * time to live, and the game as collapse id (iOS) and tag (Android), so one game's messages
 * replace each other.
 */
export const expoMessage = (message: PushMessage, to: string, ttl: number) => ({
  to,
  title: message.title,
  body: message.body,
  data: { type: message.type, gameId: message.gameId, version: message.version },
  ttl,
  priority: isUrgent(message) ? 'high' : 'normal',
  sound: 'default',
  collapseId: message.collapseKey,
  tag: message.collapseKey,
});

interface ExpoAnswer {
  data?: { status?: string; message?: string; details?: { error?: string } }[];
  errors?: { code?: string; message?: string }[];
}

/**
 * Expo's push service: `POST {EXPO_ORIGIN}/--/api/v2/push/send`, with the project's access
 * token when it has one. The messages go to APNs and FCM with Expo's own credentials; what
 * Expo answers at once is a ticket per message. (expo-server-sdk reads its host once, from
 * EXPO_BASE_URL, when it is loaded, which the operator's EXPO_ORIGIN and the tests' stand-ins
 * cannot follow, and retries 429s itself, where the caller's queue should: one POST is all
 * that is needed.)
 */
export function expoSender({ origins, timeoutMs = 10_000, clock = systemClock, ca }: ExpoOptions = {}): PushSender<
  TokenDevice<'expo'>,
  ExpoCredentials
> {
  return {
    async send(message, { token }, { accessToken }): Promise<PushOutcome> {
      const ttl = secondsLeft(message.expiresAt, clock.now());
      if (ttl === 0) return expired;
      const body = JSON.stringify([expoMessage(message, token, ttl)]);
      const size = Buffer.byteLength(body) - 2;
      if (size > EXPO_MAX_PAYLOAD) return { outcome: 'failed', reason: `a message of ${size} bytes, more than Expo's ${EXPO_MAX_PAYLOAD}` };
      const origin = (origins ?? pushOrigins()).expo;
      const answer = await post(`${origin}/--/api/v2/push/send`, {
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        },
        body,
        timeoutMs,
        ...(ca ? { ca } : {}),
      });
      if ('error' in answer) return { outcome: 'retry', reason: answer.error };
      const parsed = parseJson(answer.body) as ExpoAnswer | undefined;
      if (answer.status !== 200) {
        const error = parsed?.errors?.[0];
        const said = `Expo answered ${answer.status}${error?.code ? ` ${error.code}` : ''}${error?.message ? `: ${error.message}` : ''}`;
        if (isTransient(answer.status)) return retryOutcome(said, answer.headers['retry-after']);
        return { outcome: 'failed', reason: said };
      }
      const ticket = parsed?.data?.[0];
      if (ticket?.status === 'ok') return { outcome: 'sent' };
      if (!ticket) return { outcome: 'retry', reason: 'Expo answered 200 without a ticket' };
      const code = ticket.details?.error;
      const said = `Expo ticket error${code ? ` ${code}` : ''}${ticket.message ? `: ${ticket.message}` : ''}`;
      if (code === 'DeviceNotRegistered') return { outcome: 'gone', reason: said };
      // Too many messages to this device at once: later.
      if (code === 'MessageRateExceeded') return { outcome: 'retry', reason: said };
      return { outcome: 'failed', reason: said };
    },
  };
}
