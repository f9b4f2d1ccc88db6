import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcmSender } from '../../functions/notifications/senders/fcm.ts';
import { FCM_SCOPE } from '../../functions/notifications/senders/fcm-token.ts';
import { TokenCache } from '../../functions/notifications/senders/token-cache.ts';
import { testClock } from '../support/clock.ts';
import { fcmError, startFcmStandIn } from '../support/push-stand-ins/fcm.ts';
import { standInTls } from '../support/push-stand-ins/tls.ts';
import { aMessage } from './messages-for-tests.ts';

/** The sender's clock and Google's, moved by the test. */
const clock = testClock();
const advance = (ms: number) => clock.set(clock.now() + ms);
const soon = () => aMessage('turn', { expiresAt: clock.now() + 3600_000 });

let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;
let sender: ReturnType<typeof fcmSender>;
beforeAll(async () => {
  fcm = await startFcmStandIn({ now: clock.now });
  sender = fcmSender({
    origins: { fcm: fcm.origin, expo: '' },
    ca: (await standInTls()).cert,
    clock,
    tokens: new TokenCache(clock.now),
    timeoutMs: 5_000,
  });
});
afterAll(() => fcm.stop());

const device = (token: string) => ({ platform: 'fcm' as const, token });
const grantsOf = (credentials: { serviceAccount: { client_email: string } }) =>
  fcm.grants.filter((g) => g.clientEmail === credentials.serviceAccount.client_email);

describe('FCM HTTP v1', () => {
  it('sends the notification, the data as strings, and Android’s collapse key, tag, time to live and priority', async () => {
    const credentials = fcm.credentials();
    const token = fcm.device();
    const message = soon();
    expect(await sender.send(message, device(token), credentials)).toEqual({ outcome: 'sent' });
    const got = fcm.received.find((r) => r.deviceToken === token)!;
    expect(got.projectId).toBe('game-project');
    expect(got.message).toEqual({
      token,
      notification: { title: message.title, body: message.body },
      data: { type: 'turn', gameId: message.gameId, version: '7' },
      android: { collapse_key: message.gameId, ttl: '3600s', priority: 'HIGH', notification: { tag: message.gameId } },
    });
    expect(grantsOf(credentials)[0]!.claims).toMatchObject({
      iss: credentials.serviceAccount.client_email,
      aud: credentials.serviceAccount.token_uri,
      scope: FCM_SCOPE,
      iat: Math.floor(clock.now() / 1000),
      exp: Math.floor(clock.now() / 1000) + 3600,
    });
  });

  it('asks the token_uri once for many sends, and again shortly before the token expires', async () => {
    const credentials = fcm.credentials();
    const token = fcm.device();
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => sender.send(soon(), device(token), credentials)));
    expect(outcomes).toEqual(Array(4).fill({ outcome: 'sent' }));
    advance(50 * 60_000);
    expect(await sender.send(soon(), device(token), credentials)).toEqual({ outcome: 'sent' });
    expect(grantsOf(credentials)).toHaveLength(1);
    // The token lives 3599 s; it is replaced five minutes before.
    advance(5 * 60_000);
    expect(await sender.send(soon(), device(token), credentials)).toEqual({ outcome: 'sent' });
    expect(grantsOf(credentials)).toHaveLength(2);
    expect(new Set(fcm.received.filter((r) => r.deviceToken === token).map((r) => r.accessToken)).size).toBe(2);
  });

  it('asks for a new access token after FCM refused the kept one (401), and tries the message again', async () => {
    const credentials = fcm.credentials();
    const token = fcm.device();
    expect(await sender.send(soon(), device(token), credentials)).toEqual({ outcome: 'sent' });
    fcm.revokeAccessTokens();
    expect(await sender.send(soon(), device(token), credentials)).toEqual({ outcome: 'retry', reason: 'FCM answered 401 UNAUTHENTICATED' });
    expect(await sender.send(soon(), device(token), credentials)).toEqual({ outcome: 'sent' });
    expect(grantsOf(credentials)).toHaveLength(2);
  });

  it('reports an uninstalled app (UNREGISTERED) as gone', async () => {
    const credentials = fcm.credentials();
    const token = fcm.device();
    fcm.uninstall(token);
    expect(await sender.send(soon(), device(token), credentials)).toEqual({ outcome: 'gone', reason: 'FCM answered 404 UNREGISTERED' });
  });

  it('tries QUOTA_EXCEEDED again after its Retry-After and UNAVAILABLE after the caller’s backoff', async () => {
    const credentials = fcm.credentials();
    const token = fcm.device();
    fcm.script(
      token,
      { ...fcmError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded', 'QUOTA_EXCEEDED'), headers: { 'retry-after': '60' } },
      fcmError(503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE'),
    );
    expect(await sender.send(soon(), device(token), credentials)).toEqual({
      outcome: 'retry',
      afterSeconds: 60,
      reason: 'FCM answered 429 QUOTA_EXCEEDED',
    });
    expect(await sender.send(soon(), device(token), credentials)).toEqual({ outcome: 'retry', reason: 'FCM answered 503 UNAVAILABLE' });
    expect(await sender.send(soon(), device(token), credentials)).toEqual({ outcome: 'sent' });
  });

  it('fails for good on a token FCM does not take, on a key the token_uri does not know, on a message too big', async () => {
    const credentials = fcm.credentials();
    expect(await sender.send(soon(), device('not-a-token'), credentials)).toEqual({
      outcome: 'failed',
      reason: 'FCM answered 400 INVALID_ARGUMENT',
    });
    const stranger = {
      ...credentials,
      serviceAccount: { ...credentials.serviceAccount, client_email: 'stranger@game-project.iam.gserviceaccount.com' },
    };
    expect(await sender.send(soon(), device(fcm.device()), stranger)).toEqual({
      outcome: 'failed',
      reason: 'token_uri answered 400 invalid_grant: Invalid JWT Signature.',
    });
    const big = aMessage('turn', { expiresAt: clock.now() + 3600_000, body: 'x'.repeat(4096) });
    expect(await sender.send(big, device(fcm.device()), credentials)).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/more than FCM's 4096/),
    });
  });

  it('tries again later when the token_uri cannot be reached', async () => {
    const credentials = fcm.credentials();
    const unreachable = { ...credentials, serviceAccount: { ...credentials.serviceAccount, token_uri: 'https://127.0.0.1:1/token' } };
    expect(await sender.send(soon(), device(fcm.device()), unreachable)).toMatchObject({
      outcome: 'retry',
      reason: expect.stringMatching(/^token_uri: could not connect/),
    });
  });
});
