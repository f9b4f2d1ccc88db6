import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { webPushTopic } from '../../functions/notifications/senders/collapse.ts';
import type { VapidCredentials } from '../../functions/notifications/senders/port.ts';
import { webPushSender } from '../../functions/notifications/senders/webpush.ts';
import { standInTls } from '../support/push-stand-ins/tls.ts';
import { startWebPushStandIn } from '../support/push-stand-ins/webpush.ts';
import { aMessage } from './messages-for-tests.ts';

const vapid: VapidCredentials = { platform: 'webpush', ...webpush.generateVAPIDKeys(), subject: 'mailto:push@example.com' };
const sender = webPushSender({ mode: 'local', timeoutMs: 5_000 });
let service: Awaited<ReturnType<typeof startWebPushStandIn>>;
beforeAll(async () => {
  service = await startWebPushStandIn();
});
afterAll(() => service.stop());

const device = () => {
  const { subscriptionId, subscription } = service.subscribe(vapid.publicKey);
  return { subscriptionId, device: { platform: 'webpush' as const, subscription } };
};

describe('Web Push', () => {
  it('sends the message encrypted for the subscription and signed with the VAPID key: the browser decrypts it', async () => {
    const { subscriptionId, device: browser } = device();
    const message = aMessage('turn');
    expect(await sender.send(message, browser, vapid)).toEqual({ outcome: 'sent' });
    const got = service.received.find((r) => r.subscriptionId === subscriptionId)!;
    expect(JSON.parse(got.payload)).toEqual({
      title: message.title,
      body: message.body,
      tag: message.gameId,
      data: { type: 'turn', gameId: message.gameId, version: 7 },
    });
    expect(got.claims).toMatchObject({ aud: service.origin, sub: vapid.subject });
    expect(got.urgency).toBe('high');
    // Collapse per game: the topic is the game's, and fits RFC 8030's 32 characters.
    expect(got.topic).toBe(webPushTopic(message.gameId));
    expect(got.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The time to live is what is left until the deadline.
    expect(got.ttl).toBeGreaterThan(3590);
    expect(got.ttl).toBeLessThanOrEqual(3600);
  });

  it('sends what is not a turn or a reminder at normal urgency', async () => {
    const { subscriptionId, device: browser } = device();
    expect(await sender.send(aMessage('ended', { expiresAt: Date.now() + 86_400_000 }), browser, vapid)).toEqual({ outcome: 'sent' });
    const got = service.received.find((r) => r.subscriptionId === subscriptionId)!;
    expect(got.urgency).toBe('normal');
    expect(got.ttl).toBeGreaterThan(86_390);
  });

  it('is refused by the push service when signed with another key than the browser subscribed with', async () => {
    const { subscriptionId, device: browser } = device();
    const other: VapidCredentials = { ...vapid, ...webpush.generateVAPIDKeys() };
    const outcome = await sender.send(aMessage(), browser, other);
    expect(outcome).toMatchObject({ outcome: 'failed', reason: expect.stringMatching(/^push service answered 403/) });
    expect(service.refused.find((r) => r.subscriptionId === subscriptionId)?.why).toMatch(/application server key/);
  });

  it('reports a subscription the browser removed (410) or the push service does not know (404) as gone', async () => {
    const { subscriptionId, device: browser } = device();
    service.unsubscribe(subscriptionId);
    expect(await sender.send(aMessage(), browser, vapid)).toMatchObject({
      outcome: 'gone',
      reason: expect.stringMatching(/^push service answered 410/),
    });
    const unknown = { platform: 'webpush' as const, subscription: { ...browser.subscription, endpoint: `${service.origin}/push/nobody` } };
    expect(await sender.send(aMessage(), unknown, vapid)).toMatchObject({
      outcome: 'gone',
      reason: expect.stringMatching(/^push service answered 404/),
    });
  });

  it('tries a 429 again after its Retry-After, a 5xx after the caller’s backoff', async () => {
    const { subscriptionId, device: browser } = device();
    service.script(subscriptionId, { status: 429, headers: { 'retry-after': '120' } }, { status: 503 });
    expect(await sender.send(aMessage(), browser, vapid)).toMatchObject({ outcome: 'retry', afterSeconds: 120 });
    expect(await sender.send(aMessage(), browser, vapid)).toEqual({ outcome: 'retry', reason: 'push service answered 503' });
    expect(await sender.send(aMessage(), browser, vapid)).toEqual({ outcome: 'sent' });
  });

  it('sends nothing once the message has expired', async () => {
    const { subscriptionId, device: browser } = device();
    expect(await sender.send(aMessage('turn', { expiresAt: Date.now() - 1 }), browser, vapid)).toMatchObject({ outcome: 'failed' });
    expect(service.received.some((r) => r.subscriptionId === subscriptionId)).toBe(false);
  });

  it('refuses a subscription whose keys are no key, without sending', async () => {
    const { device: browser } = device();
    const broken = {
      platform: 'webpush' as const,
      subscription: { ...browser.subscription, keys: { p256dh: 'AAAA', auth: browser.subscription.keys.auth } },
    };
    expect(await sender.send(aMessage(), broken, vapid)).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/^could not encrypt or sign/),
    });
  });

  it('on AWS, connects to no loopback endpoint and to no http one', async () => {
    const { subscriptionId, device: browser } = device();
    const aws = webPushSender({ mode: 'aws', timeoutMs: 5_000 });
    expect(await aws.send(aMessage(), browser, vapid)).toMatchObject({
      outcome: 'failed',
      reason: 'push endpoints must use https, not http:',
    });
    const secure = await startWebPushStandIn({ https: true });
    try {
      const subscribed = secure.subscribe(vapid.publicKey);
      const outcome = await webPushSender({ mode: 'aws', ca: (await standInTls()).cert }).send(
        aMessage(),
        {
          platform: 'webpush',
          subscription: { ...subscribed.subscription, endpoint: subscribed.subscription.endpoint.replace('127.0.0.1', 'localhost') },
        },
        vapid,
      );
      expect(outcome).toMatchObject({ outcome: 'failed', reason: expect.stringMatching(/^refused: localhost resolves to .*loopback/) });
      const literal = await webPushSender({ mode: 'aws', ca: (await standInTls()).cert }).send(
        aMessage(),
        { platform: 'webpush', subscription: subscribed.subscription },
        vapid,
      );
      expect(literal).toEqual({
        outcome: 'failed',
        reason: 'refused: 127.0.0.1 is a loopback address; push messages go to public addresses only',
      });
      expect(secure.received).toHaveLength(0);
    } finally {
      await secure.stop();
    }
    expect(service.received.some((r) => r.subscriptionId === subscriptionId)).toBe(false);
  });

  it('sends over https to a push service whose certificate it is told to trust', async () => {
    const secure = await startWebPushStandIn({ https: true });
    try {
      const { subscription } = secure.subscribe(vapid.publicKey);
      const outcome = await webPushSender({ mode: 'local', ca: (await standInTls()).cert }).send(
        aMessage(),
        { platform: 'webpush', subscription },
        vapid,
      );
      expect(outcome).toEqual({ outcome: 'sent' });
      expect(secure.received[0]!.claims.aud).toBe(secure.origin);
    } finally {
      await secure.stop();
    }
  });
});
