/**
 * Expo's push service, `POST /--/api/v2/push/send`, over TLS: it takes an array of messages
 * (at most 100), each to one Expo push token (`ExponentPushToken[…]` or `ExpoPushToken[…]`;
 * anything else is a 400 VALIDATION_ERROR), of at most 4096 bytes, and answers a ticket per
 * message; a token of no device gets the DeviceNotRegistered ticket. A project with enhanced
 * push security takes its messages only with its access token (else 401 UNAUTHORIZED).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { ExpoCredentials } from '../../../functions/notifications/senders/port.ts';
import { listenOnLoopback } from './listen.ts';
import { readBody, Scripts, type Scripted } from './scripts.ts';
import { standInTls } from './tls.ts';

export interface ExpoDelivery {
  authorization?: string;
  message: Record<string, any>;
}

const TOKEN = /^Expo(nent)?PushToken\[.+\]$/;

export async function startExpoStandIn() {
  const devices = new Map<string, string | undefined>(); // push token → the project's access token, if it has one
  const uninstalled = new Set<string>();
  const received: ExpoDelivery[] = [];
  const refused: { status: number; code: string }[] = [];
  const scripts = new Scripts();

  const answer = (res: ServerResponse, { status, headers, body }: Scripted) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body ?? {}));
  };
  const refuse = (res: ServerResponse, status: number, code: string, message: string) => {
    refused.push({ status, code });
    answer(res, { status, body: { errors: [{ code, message }] } });
  };

  const server = createServer(await standInTls(), (req, res) => {
    readBody(req)
      .then((body) => {
        if (req.method !== 'POST' || req.url !== '/--/api/v2/push/send') return refuse(res, 404, 'NOT_FOUND', 'no such route');
        if (!/^application\/json/.test(req.headers['content-type'] ?? ''))
          return refuse(res, 400, 'VALIDATION_ERROR', 'the body must be JSON');
        let messages: Record<string, any>[];
        try {
          const parsed = JSON.parse(body.toString('utf8'));
          messages = Array.isArray(parsed) ? parsed : [parsed];
        } catch {
          return refuse(res, 400, 'VALIDATION_ERROR', 'the body is not JSON');
        }
        if (messages.length > 100) return refuse(res, 400, 'PUSH_TOO_MANY_NOTIFICATIONS', 'at most 100 messages per request');
        for (const message of messages) {
          if (typeof message.to !== 'string' || !TOKEN.test(message.to))
            return refuse(res, 400, 'VALIDATION_ERROR', '"to" must be an Expo push token');
          if (message.ttl !== undefined && !(Number.isInteger(message.ttl) && message.ttl >= 0))
            return refuse(res, 400, 'VALIDATION_ERROR', '"ttl" must be a whole number');
          if (!['default', 'normal', 'high', undefined].includes(message.priority))
            return refuse(res, 400, 'VALIDATION_ERROR', '"priority" is invalid');
          const accessToken = devices.get(message.to);
          if (accessToken && req.headers.authorization !== `Bearer ${accessToken}`) {
            return refuse(
              res,
              401,
              'UNAUTHORIZED',
              'The bearer token is invalid; this project requires an access token to send push notifications.',
            );
          }
        }
        const tickets = messages.map((message) => {
          if (Buffer.byteLength(JSON.stringify(message)) > 4096) {
            return { status: 'error', message: 'Message too big', details: { error: 'MessageTooBig' } };
          }
          if (uninstalled.has(message.to) || !devices.has(message.to)) {
            return {
              status: 'error',
              message: `${message.to} is not a registered push notification recipient`,
              details: { error: 'DeviceNotRegistered', expoPushToken: message.to },
            };
          }
          received.push({ ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}), message });
          return { status: 'ok', id: randomUUID() };
        });
        const scripted = messages.length === 1 ? scripts.next(messages[0]!.to) : undefined;
        answer(res, scripted ?? { status: 200, body: { data: tickets } });
      })
      .catch((error: Error) => refuse(res, 500, 'INTERNAL_SERVER_ERROR', error.message));
  });
  const { origin, stop } = await listenOnLoopback(server, 'https');

  return {
    origin,
    received,
    refused,
    /** Answers for a request to this token, in order, in place of its tickets (e.g. `{ status: 429, headers: { 'retry-after': '5' } }`). */
    script: (token: string, ...answers: Scripted[]) => scripts.script(token, ...answers),
    /** An Expo project's credentials: with an access token when it turned enhanced push security on. */
    credentials({ enhancedSecurity = false } = {}): ExpoCredentials {
      return enhancedSecurity ? { platform: 'expo', accessToken: randomBytes(20).toString('base64url') } : { platform: 'expo' };
    },
    /** A device of the project with these credentials, and its Expo push token. */
    device(credentials: ExpoCredentials): string {
      const token = `ExponentPushToken[${randomBytes(16).toString('base64url')}]`;
      devices.set(token, credentials.accessToken);
      return token;
    },
    /** The app was removed from the device: from now on its tickets say DeviceNotRegistered. */
    uninstall(token: string) {
      uninstalled.add(token);
    },
    stop,
  };
}
