/**
 * A browser's push service, as RFC 8030, 8291 and 8292 have it: it hands out subscriptions
 * (a P-256 key pair and an auth secret of a made-up browser, bound to the application server
 * key the browser subscribed with), and for each message it checks the VAPID token (ES256, by
 * the key in the `k` parameter, which must be the subscription's; `aud` the endpoint's origin;
 * `exp` within 24 hours; `sub` a mailto: or https: URL), the headers (TTL, Content-Encoding
 * aes128gcm, Urgency, Topic), the size (4096 bytes, what every push service must take), and
 * decrypts the payload with the browser's private key (http_ece, what web-push encrypts with).
 * Over http on 127.0.0.1 by default (a local server accepts loopback endpoints), or https.
 */
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import type { WebPushSubscription } from '../../../functions/notifications/senders/port.ts';
import { listenOnLoopback } from './listen.ts';
import { readBody, Scripts, type Scripted } from './scripts.ts';
import { standInTls } from './tls.ts';

export interface WebPushDelivery {
  subscriptionId: string;
  headers: IncomingMessage['headers'];
  ttl: number;
  urgency: string;
  topic?: string;
  claims: JWTPayload;
  /** The payload as the browser's service worker receives it, decrypted. */
  payload: string;
}

interface Browser {
  keys: ECDH;
  auth: string;
  applicationServerKey: string;
}

const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

export async function startWebPushStandIn({ https = false, now = Date.now }: { https?: boolean; now?: () => number } = {}) {
  const browsers = new Map<string, Browser>();
  const received: WebPushDelivery[] = [];
  const refused: { subscriptionId: string; status: number; why: string }[] = [];
  const scripts = new Scripts();
  const unsubscribed = new Set<string>();
  let origin = '';

  const answer = (res: ServerResponse, { status, headers, body }: Scripted) => {
    res.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const refuse = (status: number, why: string) => {
      refused.push({ subscriptionId: id, status, why });
      answer(res, { status, body: { reason: why } });
    };
    const browser = browsers.get(id);
    if (req.method !== 'POST') return refuse(405, 'only POST sends a message');
    if (unsubscribed.has(id)) return refuse(410, 'the browser removed this subscription');
    if (!browser) return refuse(404, 'no such subscription');

    const vapid = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
    if (!vapid) return refuse(401, 'Authorization is not "vapid t=…, k=…" (RFC 8292 §3)');
    const [, token, k] = vapid as unknown as [string, string, string];
    if (k !== browser.applicationServerKey) return refuse(403, 'k is not the application server key the subscription was made with');
    let claims: JWTPayload;
    try {
      const point = Buffer.from(k, 'base64url');
      if (point.length !== 65 || point[0] !== 4) throw new Error('k is no uncompressed P-256 point');
      const key = await importJWK(
        { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
        'ES256',
      );
      ({ payload: claims } = await jwtVerify(token, key, {
        algorithms: ['ES256'],
        audience: origin,
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(now()),
      }));
    } catch (error) {
      return refuse(401, `VAPID token refused: ${(error as Error).message}`);
    }
    if (claims.exp! > now() / 1000 + 24 * 3600) return refuse(401, 'VAPID token expires more than 24 hours from now (RFC 8292 §2)');
    if (!/^(mailto:|https:)/.test(String(claims.sub))) return refuse(401, 'VAPID sub is neither a mailto: nor an https: URL');

    const ttl = req.headers.ttl;
    if (ttl === undefined || !/^\d+$/.test(ttl as string)) return refuse(400, 'TTL header missing or not a whole number (RFC 8030 §5.2)');
    const urgency = (req.headers.urgency as string | undefined) ?? 'normal';
    if (!URGENCIES.has(urgency)) return refuse(400, `Urgency ${urgency} is none of RFC 8030's`);
    const topic = req.headers.topic as string | undefined;
    if (topic !== undefined && !TOPIC.test(topic)) return refuse(400, 'Topic is not 1–32 base64url characters (RFC 8030 §5.4)');
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'Content-Encoding is not aes128gcm (RFC 8291)');
    if (body.length > 4096) return refuse(413, `payload of ${body.length} bytes, more than 4096`);
    let payload: string;
    try {
      payload = decrypt(body, { version: 'aes128gcm', privateKey: browser.keys, authSecret: browser.auth }).toString('utf8');
    } catch (error) {
      return refuse(400, `payload does not decrypt: ${(error as Error).message}`);
    }

    received.push({ subscriptionId: id, headers: req.headers, ttl: Number(ttl), urgency, ...(topic ? { topic } : {}), claims, payload });
    const scripted = scripts.next(id);
    if (scripted) return answer(res, scripted);
    answer(res, { status: 201, headers: { location: `${origin}/message/${randomUUID()}` } });
  }

  const listener = (req: IncomingMessage, res: ServerResponse) =>
    void handle(req, res).catch((error: Error) => answer(res, { status: 500, body: { reason: error.message } }));
  const server = https ? createHttpsServer(await standInTls(), listener) : createHttpServer(listener);
  const listening = await listenOnLoopback(server, https ? 'https' : 'http');
  origin = listening.origin;

  return {
    origin,
    received,
    refused,
    /** Answers for this subscription, in order, in place of 201 (e.g. `{ status: 410 }`). */
    script: (subscriptionId: string, ...answers: Scripted[]) => scripts.script(subscriptionId, ...answers),
    /** A new browser subscribed with this application server key (base64url), as `pushManager.subscribe` answers. */
    subscribe(applicationServerKey: string): { subscriptionId: string; subscription: WebPushSubscription } {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const subscriptionId = randomUUID();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(subscriptionId, { keys, auth, applicationServerKey });
      return {
        subscriptionId,
        subscription: { endpoint: `${origin}/push/${subscriptionId}`, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth } },
      };
    },
    /** The browser dropped the subscription: from now on its endpoint answers 410 Gone. */
    unsubscribe(subscriptionId: string) {
      browsers.delete(subscriptionId);
      unsubscribed.add(subscriptionId);
    },
    stop: listening.stop,
  };
}
