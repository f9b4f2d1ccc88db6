/**
 * Firebase Cloud Messaging, HTTP v1, and Google's OAuth token endpoint, over TLS on one
 * server. `/token` takes the JWT bearer grant: the assertion must verify (RS256) with the
 * public key of the service account its `iss` names, with `aud` this token_uri, FCM's scope,
 * and at most an hour between `iat` and `exp`; it answers an access token with `expires_in`.
 * `messages:send` takes only such a token, unexpired, of a service account of that project,
 * and checks the message as FCM does: one registration token, data values all strings,
 * `android.ttl` a duration, the priority, notification and data within 4096 bytes.
 */
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { FcmCredentials } from '../../../functions/notifications/senders/port.ts';
import { listenOnLoopback } from './listen.ts';
import { readBody, Scripts, type Scripted } from './scripts.ts';
import { standInTls } from './tls.ts';

export interface FcmDelivery {
  projectId: string;
  deviceToken: string;
  accessToken: string;
  message: Record<string, any>;
}

interface Account {
  projectId: string;
  publicKey: KeyObject;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** A v1 error answer, FCM's error code in its details as FCM writes it. */
export const fcmError = (status: number, rpcStatus: string, message: string, errorCode?: string): Scripted => ({
  status,
  body: {
    error: {
      code: status,
      message,
      status: rpcStatus,
      ...(errorCode ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } : {}),
    },
  },
});

export async function startFcmStandIn({ now = Date.now, expiresIn = 3599 }: { now?: () => number; expiresIn?: number } = {}) {
  const accounts = new Map<string, Account>(); // client_email → account
  const accessTokens = new Map<string, { clientEmail: string; expiresAt: number }>();
  const devices = new Map<string, string>(); // registration token → project
  const uninstalled = new Set<string>();
  const received: FcmDelivery[] = [];
  const grants: { clientEmail: string; claims: JWTPayload }[] = [];
  const refused: { path: string; status: number; why: string }[] = [];
  const scripts = new Scripts();
  let origin = '';

  const answer = (res: ServerResponse, { status, headers, body }: Scripted) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    res.end(JSON.stringify(body ?? {}));
  };

  async function token(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const refuse = (error: string, why: string) => {
      refused.push({ path: '/token', status: 400, why });
      answer(res, { status: 400, body: { error, error_description: why } });
    };
    if (!/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) return refuse('invalid_request', 'not a form');
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return refuse('unsupported_grant_type', 'Invalid grant_type');
    const assertion = form.get('assertion') ?? '';
    let claims: JWTPayload;
    try {
      if (decodeProtectedHeader(assertion).alg !== 'RS256') return refuse('invalid_grant', 'the assertion is not RS256');
      const [, payload] = assertion.split('.');
      const account = accounts.get(String(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')).iss));
      if (!account) return refuse('invalid_grant', 'Invalid JWT Signature.');
      ({ payload: claims } = await jwtVerify(assertion, account.publicKey, {
        algorithms: ['RS256'],
        audience: `${origin}/token`,
        requiredClaims: ['iss', 'iat', 'exp'],
        currentDate: new Date(now()),
      }));
    } catch (error) {
      return refuse('invalid_grant', `Invalid JWT: ${(error as Error).message}`);
    }
    if (claims.exp! - claims.iat! > 3600) return refuse('invalid_grant', 'Invalid JWT: the assertion is valid for more than an hour');
    if (claims.iat! > now() / 1000 + 60)
      return refuse('invalid_grant', 'Invalid JWT: Token must be a short-lived token and in a reasonable timeframe');
    if (
      !String(claims.scope ?? '')
        .split(' ')
        .includes(SCOPE)
    )
      return refuse('invalid_scope', 'the assertion does not ask for firebase.messaging');
    const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(accessToken, { clientEmail: String(claims.iss), expiresAt: now() + expiresIn * 1000 });
    grants.push({ clientEmail: String(claims.iss), claims });
    answer(res, { status: 200, body: { access_token: accessToken, expires_in: expiresIn, token_type: 'Bearer' } });
  }

  async function send(req: IncomingMessage, res: ServerResponse, body: Buffer, projectId: string) {
    const path = req.url ?? '';
    const refuse = (scripted: Scripted) => {
      refused.push({ path, status: scripted.status, why: (scripted.body as { error: { message: string } }).error.message });
      answer(res, scripted);
    };
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const granted = accessTokens.get(bearer);
    if (!granted || granted.expiresAt <= now()) {
      return refuse(fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token.'));
    }
    if (accounts.get(granted.clientEmail)?.projectId !== projectId)
      return refuse(fcmError(403, 'PERMISSION_DENIED', 'Permission denied on this project.'));
    let message: Record<string, any>;
    try {
      message = JSON.parse(body.toString('utf8')).message;
      if (typeof message !== 'object' || message === null) throw new Error('no message');
    } catch {
      return refuse(fcmError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.', 'INVALID_ARGUMENT'));
    }
    const invalid = (why: string) => refuse(fcmError(400, 'INVALID_ARGUMENT', why, 'INVALID_ARGUMENT'));
    if (typeof message.token !== 'string' || !message.token) return invalid('The message has no registration token.');
    if (message.topic !== undefined || message.condition !== undefined) return invalid('A message has exactly one target.');
    const data = message.data ?? {};
    if (Object.values(data).some((value) => typeof value !== 'string'))
      return invalid('Invalid value at message.data: values must be strings.');
    const android = message.android ?? {};
    if (android.ttl !== undefined && !/^\d+(\.\d{1,9})?s$/.test(android.ttl))
      return invalid('Invalid value at message.android.ttl (Duration).');
    if (android.priority !== undefined && !['NORMAL', 'HIGH'].includes(android.priority))
      return invalid('Invalid value at message.android.priority.');
    if (Buffer.byteLength(JSON.stringify({ notification: message.notification, data: message.data })) > 4096)
      return invalid('Message is too big.');
    if (uninstalled.has(message.token)) return refuse(fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'));
    if (devices.get(message.token) !== projectId) return invalid('The registration token is not a valid FCM registration token');

    received.push({ projectId, deviceToken: message.token, accessToken: bearer, message });
    answer(
      res,
      scripts.next(message.token) ?? { status: 200, body: { name: `projects/${projectId}/messages/0:${randomBytes(8).toString('hex')}` } },
    );
  }

  const server = createServer(await standInTls(), (req, res) => {
    readBody(req)
      .then((body) => {
        if (req.method === 'POST' && req.url === '/token') return token(req, res, body);
        const projectId = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '')?.[1];
        if (req.method === 'POST' && projectId) return send(req, res, body, decodeURIComponent(projectId));
        answer(res, fcmError(404, 'NOT_FOUND', 'no such method'));
      })
      .catch((error: Error) => answer(res, fcmError(500, 'INTERNAL', error.message)));
  });
  const listening = await listenOnLoopback(server, 'https');
  origin = listening.origin;

  return {
    origin,
    received,
    grants,
    refused,
    /** Answers for this registration token, in order, after it passed every check (e.g. `fcmError(503, 'UNAVAILABLE', …)`). */
    script: (deviceToken: string, ...answers: Scripted[]) => scripts.script(deviceToken, ...answers),
    /** A project's service account key file, as Google's console makes one, its token_uri this stand-in's. */
    credentials(projectId = 'game-project'): FcmCredentials {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const clientEmail = `push-${randomBytes(4).toString('hex')}@${projectId}.iam.gserviceaccount.com`;
      accounts.set(clientEmail, { projectId, publicKey });
      return {
        platform: 'fcm',
        serviceAccount: {
          project_id: projectId,
          client_email: clientEmail,
          private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
          private_key_id: randomBytes(20).toString('hex'),
          token_uri: `${origin}/token`,
        },
      };
    },
    /** A device of the project's app, and its registration token. */
    device(projectId = 'game-project'): string {
      const token = `${randomBytes(11).toString('base64url')}:APA91b${randomBytes(100).toString('base64url')}`;
      devices.set(token, projectId);
      return token;
    },
    /** Every access token granted so far stops working before its time (a revoked key, Google's own reasons). */
    revokeAccessTokens() {
      accessTokens.clear();
    },
    /** The app was removed from the device: from now on FCM answers 404 UNREGISTERED. */
    uninstall(deviceToken: string) {
      uninstalled.add(deviceToken);
    },
    stop: listening.stop,
  };
}
