import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apnsSender, APNS_MAX_PAYLOAD } from '../../functions/notifications/senders/apns.ts';
import { TokenCache } from '../../functions/notifications/senders/token-cache.ts';
import { startApnsStandIn } from '../support/push-stand-ins/apns.ts';
import { standInTls } from '../support/push-stand-ins/tls.ts';
import { testClock } from '../support/clock.ts';
import { aMessage } from './messages-for-tests.ts';

/**
 * A clock the test moves: the sender's, for the tokens and for what is left of a message's
 * life, and the stand-in's, as Apple's clock and ours agree.
 */
const clock = testClock();
const now = clock.now;
const advance = (ms: number) => clock.set(clock.now() + ms);

let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
let sender: ReturnType<typeof apnsSender>;
beforeAll(async () => {
  apns = await startApnsStandIn({ now });
  sender = apnsSender({
    origins: { apns: apns.origin, fcm: '', expo: '' },
    ca: (await standInTls()).cert,
    clock,
    tokens: new TokenCache(now),
  });
});
afterAll(async () => {
  await sender.close();
  await apns.stop();
});

const device = (token: string) => ({ platform: 'apns' as const, token });

describe('APNs', () => {
  it('posts the alert over HTTP/2 with the provider token and the headers APNs checks', async () => {
    const credentials = apns.credentials();
    const token = apns.device();
    const message = aMessage('turn');
    expect(await sender.send(message, device(token), credentials)).toEqual({ outcome: 'sent' });
    const got = apns.received.find((r) => r.deviceToken === token)!;
    expect(got.headers).toMatchObject({
      'apns-topic': credentials.bundleId,
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-collapse-id': message.gameId,
    });
    // The real time plus what is left until the deadline.
    const expiration = Number(got.headers['apns-expiration']);
    expect(Math.abs(expiration - Math.floor((Date.now() + 3600_000) / 1000))).toBeLessThanOrEqual(2);
    expect(got.claims).toEqual({ iss: credentials.teamId, iat: Math.floor(now() / 1000) });
    expect(got.payload).toEqual({
      aps: { alert: { title: message.title, body: message.body }, sound: 'default', 'thread-id': message.gameId },
      type: 'turn',
      gameId: message.gameId,
      version: 7,
    });
  });

  it('keeps the provider token for every send, and renews it after 50 minutes, not before 20', async () => {
    const credentials = apns.credentials({ teamId: 'RENEWTEAM1' });
    const token = apns.device();
    const tokensUsed = () => apns.received.filter((r) => r.claims.iss === 'RENEWTEAM1').map((r) => r.providerToken);
    await Promise.all([1, 2, 3].map(() => sender.send(aMessage(), device(token), credentials)));
    advance(30 * 60_000);
    expect(await sender.send(aMessage('turn', { expiresAt: now() + 3600_000 }), device(token), credentials)).toEqual({ outcome: 'sent' });
    expect(new Set(tokensUsed()).size).toBe(1);
    advance(21 * 60_000);
    expect(await sender.send(aMessage('turn', { expiresAt: now() + 3600_000 }), device(token), credentials)).toEqual({ outcome: 'sent' });
    const used = tokensUsed();
    expect(new Set(used).size).toBe(2);
    expect(apns.received.filter((r) => r.claims.iss === 'RENEWTEAM1').map((r) => r.claims.iat)).toEqual([
      ...Array(4).fill(Math.floor((now() - 51 * 60_000) / 1000)),
      Math.floor(now() / 1000),
    ]);
    expect(apns.refused.filter((r) => r.reason === 'TooManyProviderTokenUpdates')).toEqual([]);
  });

  it('signs a new provider token after APNs refused one as expired, and tries again later', async () => {
    const credentials = apns.credentials({ teamId: 'EXPIRETEAM' });
    const token = apns.device();
    apns.script(token, { status: 403, body: { reason: 'ExpiredProviderToken' } });
    expect(await sender.send(aMessage('turn', { expiresAt: now() + 3600_000 }), device(token), credentials)).toEqual({
      outcome: 'retry',
      reason: 'APNs answered 403 ExpiredProviderToken',
    });
    advance(21 * 60_000);
    expect(await sender.send(aMessage('turn', { expiresAt: now() + 3600_000 }), device(token), credentials)).toEqual({ outcome: 'sent' });
    const [first, second] = apns.received.filter((r) => r.claims.iss === 'EXPIRETEAM').map((r) => r.providerToken);
    expect(second).not.toBe(first);
  });

  it('reports an uninstalled app (410 Unregistered) and a bad device token as gone', async () => {
    const credentials = apns.credentials();
    const token = apns.device();
    apns.uninstall(token);
    expect(await sender.send(aMessage('turn', { expiresAt: now() + 3600_000 }), device(token), credentials)).toEqual({
      outcome: 'gone',
      reason: 'APNs answered 410 Unregistered',
    });
    expect(await sender.send(aMessage('turn', { expiresAt: now() + 3600_000 }), device('ab'.repeat(32)), credentials)).toEqual({
      outcome: 'gone',
      reason: 'APNs answered 400 BadDeviceToken',
    });
  });

  it('tries a 429 again after its Retry-After and a 500 after the caller’s backoff', async () => {
    const credentials = apns.credentials();
    const token = apns.device();
    apns.script(
      token,
      { status: 429, headers: { 'retry-after': '30' }, body: { reason: 'TooManyRequests' } },
      { status: 500, body: { reason: 'InternalServerError' } },
    );
    const message = aMessage('turn', { expiresAt: now() + 3600_000 });
    expect(await sender.send(message, device(token), credentials)).toEqual({
      outcome: 'retry',
      afterSeconds: 30,
      reason: 'APNs answered 429 TooManyRequests',
    });
    expect(await sender.send(message, device(token), credentials)).toEqual({
      outcome: 'retry',
      reason: 'APNs answered 500 InternalServerError',
    });
    expect(await sender.send(message, device(token), credentials)).toEqual({ outcome: 'sent' });
  });

  it('fails for good on credentials APNs refuses: a key it does not know, another app’s topic', async () => {
    const credentials = apns.credentials();
    const token = apns.device();
    const message = aMessage('turn', { expiresAt: now() + 3600_000 });
    expect(await sender.send(message, device(token), { ...credentials, keyId: 'UNKNOWNKEY' })).toEqual({
      outcome: 'failed',
      reason: 'APNs answered 403 InvalidProviderToken',
    });
    expect(await sender.send(message, device(token), { ...credentials, bundleId: 'com.example.other' })).toEqual({
      outcome: 'failed',
      reason: 'APNs answered 400 DeviceTokenNotForTopic',
    });
    expect(await sender.send(message, device(token), { ...credentials, privateKey: 'not a key' })).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/^the APNs key .* is no P-256 private key in PEM/),
    });
  });

  it('sends no payload above 4 KB, and nothing once the message expired', async () => {
    const credentials = apns.credentials();
    const token = apns.device();
    const long = aMessage('turn', { expiresAt: now() + 3600_000, body: 'x'.repeat(APNS_MAX_PAYLOAD) });
    expect(await sender.send(long, device(token), credentials)).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/more than APNs' 4096/),
    });
    expect(await sender.send(aMessage('turn', { expiresAt: now() - 1 }), device(token), credentials)).toMatchObject({ outcome: 'failed' });
    expect(apns.received.some((r) => r.deviceToken === token)).toBe(false);
  });

  it('sends to nowhere but the origin it is given, and says so when it cannot connect', async () => {
    const closed = apnsSender({ origins: { apns: 'https://127.0.0.1:1', fcm: '', expo: '' }, timeoutMs: 2_000 });
    expect(await closed.send(aMessage(), device(apns.device()), apns.credentials())).toMatchObject({ outcome: 'retry' });
    await closed.close();
  });
});
