/**
 * APNs, as Apple documents its provider API: HTTP/2 over TLS, `POST /3/device/<token>`,
 * token-based authentication. It checks the provider token (ES256, signed by the key its
 * `kid` names, `iss` that key's team, no older than an hour, renewed no more often than every
 * 20 minutes), the headers (apns-topic one of the team's bundle ids and the device's,
 * apns-push-type, apns-priority, apns-expiration, apns-collapse-id ≤ 64 bytes) and the
 * payload (JSON with `aps`, ≤ 4096 bytes), and answers with Apple's status codes and reasons.
 */
import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type ServerHttp2Session } from 'node:http2';
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { ApnsCredentials } from '../../../functions/notifications/senders/port.ts';
import { listenOnLoopback } from './listen.ts';
import { readBody, Scripts, type Scripted } from './scripts.ts';
import { standInTls } from './tls.ts';

export interface ApnsDelivery {
  deviceToken: string;
  headers: Http2ServerRequest['headers'];
  claims: JWTPayload;
  providerToken: string;
  payload: Record<string, unknown>;
}

interface SigningKey {
  teamId: string;
  publicKey: KeyObject;
  /** The provider tokens seen, and when the last new one was issued (its iat). */
  tokens: Set<string>;
  lastIssuedAt?: number;
}

const TWENTY_MINUTES = 20 * 60;

export async function startApnsStandIn({ now = Date.now }: { now?: () => number } = {}) {
  const keys = new Map<string, SigningKey>();
  const devices = new Map<string, string>(); // device token → bundle id
  const unregistered = new Set<string>();
  const received: ApnsDelivery[] = [];
  const refused: { deviceToken: string; status: number; reason: string }[] = [];
  const scripts = new Scripts();

  async function handle(req: Http2ServerRequest, res: Http2ServerResponse) {
    const body = await readBody(req);
    const deviceToken = /^\/3\/device\/([^/?]+)$/.exec(req.url)?.[1] ?? '';
    const answer = ({ status, headers, body: json }: Scripted) => {
      res.writeHead(status, { 'apns-id': randomUUID(), ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
      if (json === undefined) res.end();
      else res.end(JSON.stringify(json));
    };
    const refuse = (status: number, reason: string, extra: Record<string, unknown> = {}) => {
      refused.push({ deviceToken, status, reason });
      answer({ status, body: { reason, ...extra } });
    };
    if (req.method !== 'POST') return refuse(405, 'MethodNotAllowed');
    if (!deviceToken) return refuse(404, 'BadPath');

    const bearer = /^bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) return refuse(403, 'MissingProviderToken');
    let claims: JWTPayload;
    let key: SigningKey | undefined;
    try {
      const header = decodeProtectedHeader(bearer);
      key = keys.get(String(header.kid));
      if (header.alg !== 'ES256' || !key) return refuse(403, 'InvalidProviderToken');
      ({ payload: claims } = await jwtVerify(bearer, key.publicKey, {
        algorithms: ['ES256'],
        issuer: key.teamId,
        currentDate: new Date(now()),
      }));
    } catch {
      return refuse(403, 'InvalidProviderToken');
    }
    if (typeof claims.iat !== 'number') return refuse(403, 'InvalidProviderToken');
    if (claims.iat < now() / 1000 - 3600) return refuse(403, 'ExpiredProviderToken');
    if (!key.tokens.has(bearer)) {
      if (key.lastIssuedAt !== undefined && claims.iat < key.lastIssuedAt + TWENTY_MINUTES)
        return refuse(429, 'TooManyProviderTokenUpdates');
      key.tokens.add(bearer);
      key.lastIssuedAt = claims.iat;
    }

    const topic = req.headers['apns-topic'];
    if (!topic) return refuse(400, 'MissingTopic');
    if (req.headers['apns-push-type'] !== 'alert') return refuse(400, 'InvalidPushType');
    if (!['5', '10', undefined].includes(req.headers['apns-priority'] as string | undefined)) return refuse(400, 'BadPriority');
    const expiration = req.headers['apns-expiration'] as string | undefined;
    if (expiration !== undefined && !/^\d+$/.test(expiration)) return refuse(400, 'BadExpirationDate');
    const collapseId = req.headers['apns-collapse-id'] as string | undefined;
    if (collapseId !== undefined && Buffer.byteLength(collapseId) > 64) return refuse(400, 'BadCollapseId');
    if (body.length > 4096) return refuse(413, 'PayloadTooLarge');
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body.toString('utf8'));
      if (typeof payload.aps !== 'object' || payload.aps === null) throw new Error('no aps');
    } catch {
      return refuse(400, 'PayloadEmpty');
    }
    if (!/^[0-9a-f]+$/i.test(deviceToken)) return refuse(400, 'BadDeviceToken');
    if (unregistered.has(deviceToken)) return refuse(410, 'Unregistered', { timestamp: now() });
    const bundleId = devices.get(deviceToken);
    if (!bundleId) return refuse(400, 'BadDeviceToken');
    if (bundleId !== topic) return refuse(400, 'DeviceTokenNotForTopic');

    received.push({ deviceToken, headers: req.headers, claims, providerToken: bearer, payload });
    answer(scripts.next(deviceToken) ?? { status: 200 });
  }

  const server = createSecureServer(await standInTls(), (req, res) => {
    handle(req, res).catch((error: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ reason: 'InternalServerError', detail: error.message }));
    });
  });
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const { origin, stop } = await listenOnLoopback(server, 'https', () => sessions.forEach((session) => session.destroy()));

  return {
    origin,
    received,
    refused,
    /** Answers for this device token, in order, after it passed every check (e.g. `{ status: 429, headers: { 'retry-after': '30' } }`). */
    script: (deviceToken: string, ...answers: Scripted[]) => scripts.script(deviceToken, ...answers),
    /** An app's credentials as a developer would give them: a new .p8 key registered for the team. */
    credentials({ teamId = 'TEAM123456', bundleId = 'com.example.game' }: { teamId?: string; bundleId?: string } = {}): ApnsCredentials {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const keyId = randomBytes(5).toString('hex').toUpperCase();
      keys.set(keyId, { teamId, publicKey, tokens: new Set() });
      return { platform: 'apns', teamId, keyId, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, bundleId };
    },
    /** A device of the app with this bundle id, and its token. */
    device(bundleId = 'com.example.game'): string {
      const token = randomBytes(32).toString('hex');
      devices.set(token, bundleId);
      return token;
    },
    /** The app was removed from the device: from now on APNs answers 410 Unregistered. */
    uninstall(deviceToken: string) {
      unregistered.add(deviceToken);
    },
    stop,
  };
}
