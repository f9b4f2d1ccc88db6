import { isIP, type LookupFunction } from 'node:net';
import webpush from 'web-push';
import { systemClock, type Clock } from '../../adapters/clock.ts';
import { guardedLookup } from '../../webhooks/attempt.ts';
import type { WebhookMode } from '../../webhooks/settings.ts';
import { forbiddenKind } from '../../webhooks/url-safety.ts';
import { webPushTopic } from './collapse.ts';
import { expired, isTransient, retryOutcome, secondsLeft } from './outcomes.ts';
import { post } from './post.ts';
import type { PushMessage, PushOutcome, PushSender, VapidCredentials, WebPushDevice } from './port.ts';
import { isUrgent } from './urgency.ts';

export interface WebPushOptions {
  /**
   * The address policy of push endpoints, the webhooks' (functions/webhooks/url-safety.ts):
   * an endpoint is any URL a browser names, so the socket connects only to addresses that
   * policy allows, checked again as it connects. `local` also allows http and loopback.
   */
  mode: WebhookMode;
  timeoutMs?: number;
  /** The server's clock, which deadlines are on: what is left of a message's life. */
  clock?: Clock;
  /** Certificates to trust instead of the usual roots (in-process tests). */
  ca?: string;
}

/**
 * The data a service worker receives (client/play's shows `title` and `body`, replaces the
 * game's earlier notification by `tag`, and opens the game at `data` when clicked).
 */
export const webPushPayload = (message: PushMessage) =>
  JSON.stringify({
    title: message.title,
    body: message.body,
    tag: message.collapseKey,
    data: { type: message.type, gameId: message.gameId, version: message.version },
  });

/**
 * Web Push (RFC 8030) to a browser's push service: the payload encrypted for the subscription
 * (RFC 8291, aes128gcm) and signed for with the deployment's VAPID key (RFC 8292), both by the
 * `web-push` library's `generateRequestDetails`; the request itself goes through our own
 * connection, which checks the endpoint's addresses as the webhooks do (web-push's own would
 * connect anywhere, and only over https).
 */
export function webPushSender({
  mode,
  timeoutMs = 10_000,
  clock = systemClock,
  ca,
}: WebPushOptions): PushSender<WebPushDevice, VapidCredentials> {
  // node's LookupFunction and dns.lookup's overloads say the same in different words.
  const lookup = guardedLookup(mode) as unknown as LookupFunction;
  return {
    async send(message, { subscription }, vapid): Promise<PushOutcome> {
      const ttl = secondsLeft(message.expiresAt, clock.now());
      if (ttl === 0) return expired;
      let url: URL;
      try {
        url = new URL(subscription.endpoint);
      } catch {
        return { outcome: 'failed', reason: 'the subscription endpoint is not a URL' };
      }
      if (url.protocol !== 'https:' && !(mode === 'local' && url.protocol === 'http:')) {
        return { outcome: 'failed', reason: `push endpoints must use https, not ${url.protocol}` };
      }
      // An address written in the URL is connected to without a lookup: checked here instead.
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const kind = isIP(host) ? forbiddenKind(host, mode) : undefined;
      if (kind) return { outcome: 'failed', reason: `refused: ${host} is ${kind}; push messages go to public addresses only` };
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(subscription, webPushPayload(message), {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: ttl,
          contentEncoding: 'aes128gcm',
          urgency: isUrgent(message) ? 'high' : 'normal',
          topic: webPushTopic(message.collapseKey),
        });
      } catch (error) {
        // A subscription whose keys are no P-256 point or auth secret, or VAPID keys that are no key pair.
        return { outcome: 'failed', reason: `could not encrypt or sign: ${(error as Error).message}` };
      }
      const { 'Content-Length': _length, ...headers } = details.headers as Record<string, string | number>;
      const answer = await post(subscription.endpoint, { headers, body: details.body ?? '', timeoutMs, lookup, ...(ca ? { ca } : {}) });
      if ('error' in answer)
        return answer.refused ? { outcome: 'failed', reason: answer.error } : { outcome: 'retry', reason: answer.error };
      const { status } = answer;
      const said = `push service answered ${status}${answer.body ? `: ${answer.body.slice(0, 200)}` : ''}`;
      if (status >= 200 && status < 300) return { outcome: 'sent' };
      // RFC 8030 §7.3: the subscription expired or was removed.
      if (status === 404 || status === 410) return { outcome: 'gone', reason: said };
      if (isTransient(status)) return retryOutcome(said, answer.headers['retry-after']);
      return { outcome: 'failed', reason: said };
    },
  };
}
