import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { retryAfterSeconds } from '../../functions/notifications/senders/outcomes.ts';
import type { VapidCredentials } from '../../functions/notifications/senders/port.ts';
import { pushSenders } from '../../functions/notifications/senders/senders.ts';
import { apnsOrigin, pushOrigins, vapidSubject } from '../../functions/notifications/senders/settings.ts';
import { TokenCache } from '../../functions/notifications/senders/token-cache.ts';
import { startPushStandIns } from '../support/push-stand-ins/index.ts';
import { aMessage } from './messages-for-tests.ts';

let platforms: Awaited<ReturnType<typeof startPushStandIns>>;
beforeAll(async () => {
  platforms = await startPushStandIns();
});
afterAll(() => platforms.stop());

describe('the push senders behind one port', () => {
  it('send each device’s message through its platform’s adapter', async () => {
    const { apns, fcm, expo, webpush: browsers, ca } = platforms;
    const senders = pushSenders({ mode: 'local', origins: { apns: apns.origin, fcm: fcm.origin, expo: expo.origin }, ca });
    const vapid: VapidCredentials = { platform: 'webpush', ...webpush.generateVAPIDKeys(), subject: 'mailto:push@example.com' };
    const apnsCredentials = apns.credentials();
    const fcmCredentials = fcm.credentials();
    const expoCredentials = expo.credentials();
    const outcomes = await Promise.all([
      senders.send(aMessage(), { platform: 'webpush', subscription: browsers.subscribe(vapid.publicKey).subscription }, vapid),
      senders.send(aMessage(), { platform: 'apns', token: apns.device() }, apnsCredentials),
      senders.send(aMessage(), { platform: 'fcm', token: fcm.device() }, fcmCredentials),
      senders.send(aMessage(), { platform: 'expo', token: expo.device(expoCredentials) }, expoCredentials),
    ]);
    expect(outcomes).toEqual(Array(4).fill({ outcome: 'sent' }));
    expect([browsers.received, apns.received, fcm.received, expo.received].map((got) => got.length)).toEqual([1, 1, 1, 1]);
    expect(() => senders.send(aMessage(), { platform: 'fcm', token: 'x' }, expoCredentials)).toThrow('expo credentials for a fcm device');
    await senders.close();
  });

  it('reach the origins of APNS_ORIGIN, FCM_ORIGIN and EXPO_ORIGIN, or the platforms’ own, and name VAPID_SUBJECT', () => {
    expect(pushOrigins({})).toEqual({ fcm: 'https://fcm.googleapis.com', expo: 'https://exp.host' });
    expect([false, true, undefined].map((sandbox) => apnsOrigin(pushOrigins({}), sandbox))).toEqual([
      'https://api.push.apple.com',
      'https://api.sandbox.push.apple.com',
      'https://api.push.apple.com',
    ]);
    expect(apnsOrigin(pushOrigins({ APNS_ORIGIN: 'https://a.test' }), true)).toBe('https://a.test');
    expect([vapidSubject({}), vapidSubject({ VAPID_SUBJECT: 'https://ops.example.com/push' })]).toEqual([
      'mailto:push@example.com',
      'https://ops.example.com/push',
    ]);
    expect(pushOrigins({ APNS_ORIGIN: 'https://a.test', FCM_ORIGIN: 'https://f.test', EXPO_ORIGIN: 'https://e.test' })).toEqual({
      apns: 'https://a.test',
      fcm: 'https://f.test',
      expo: 'https://e.test',
    });
  });

  it('trust the certificates of NODE_EXTRA_CA_CERTS, in a process started with it', async () => {
    const { apns, env } = platforms;
    const credentials = apns.credentials();
    const token = apns.device();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'test/notifications/send-once.ts', JSON.stringify({ credentials, token, message: aMessage() })],
      { env: { ...process.env, ...env }, timeout: 60_000 },
    );
    expect(JSON.parse(stdout)).toEqual({ outcome: 'sent' });
    expect(apns.received.filter((r) => r.deviceToken === token)).toHaveLength(1);
  }, 60_000);
});

describe('Retry-After', () => {
  it('is read as seconds or as an HTTP date, and not at all when it is neither', () => {
    const now = Date.parse('2026-12-06T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sun, 06 Dec 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sun, 06 Dec 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
  });
});

describe('the token cache', () => {
  it('makes one token for concurrent asks, keeps none that failed, and forgets one that was refused', async () => {
    let now = 0;
    const cache = new TokenCache(() => now);
    let made = 0;
    const make = async () => ({ token: `t${++made}`, renewAt: now + 1000 });
    expect(await Promise.all([cache.get('k', make), cache.get('k', make)])).toEqual(['t1', 't1']);
    now = 999;
    expect(await cache.get('k', make)).toBe('t1');
    now = 1000;
    expect(await cache.get('k', make)).toBe('t2');
    cache.drop('k', 't1');
    expect(await cache.get('k', make)).toBe('t2');
    cache.drop('k', 't2');
    expect(await cache.get('k', make)).toBe('t3');
    await expect(cache.get('other', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('other', make)).toBe('t4');
  });
});
