import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expoSender } from '../../functions/notifications/senders/expo.ts';
import { startExpoStandIn } from '../support/push-stand-ins/expo.ts';
import { standInTls } from '../support/push-stand-ins/tls.ts';
import { aMessage } from './messages-for-tests.ts';

let expo: Awaited<ReturnType<typeof startExpoStandIn>>;
let sender: ReturnType<typeof expoSender>;
beforeAll(async () => {
  expo = await startExpoStandIn();
  sender = expoSender({ origins: { fcm: '', expo: expo.origin }, ca: (await standInTls()).cert, timeoutMs: 5_000 });
});
afterAll(() => expo.stop());

const device = (token: string) => ({ platform: 'expo' as const, token });

describe('Expo push', () => {
  it('sends the message with its data, time to live and the game as collapse id and tag', async () => {
    const credentials = expo.credentials();
    const token = expo.device(credentials);
    const message = aMessage('reminder');
    expect(await sender.send(message, device(token), credentials)).toEqual({ outcome: 'sent' });
    const got = expo.received.find((r) => r.message.to === token)!;
    expect(got.authorization).toBeUndefined();
    expect(got.message).toMatchObject({
      title: message.title,
      body: message.body,
      data: { type: 'reminder', gameId: message.gameId, version: 7 },
      priority: 'high',
      collapseId: message.gameId,
      tag: message.gameId,
    });
    expect(got.message.ttl).toBeGreaterThan(3590);
    expect(got.message.ttl).toBeLessThanOrEqual(3600);
  });

  it('sends with the project’s access token when it has one, and fails for good without it', async () => {
    const credentials = expo.credentials({ enhancedSecurity: true });
    const token = expo.device(credentials);
    expect(await sender.send(aMessage(), device(token), credentials)).toEqual({ outcome: 'sent' });
    expect(expo.received.find((r) => r.message.to === token)!.authorization).toBe(`Bearer ${credentials.accessToken}`);
    expect(await sender.send(aMessage(), device(token), { platform: 'expo' })).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/^Expo answered 401 UNAUTHORIZED/),
    });
  });

  it('reports DeviceNotRegistered as gone', async () => {
    const credentials = expo.credentials();
    const token = expo.device(credentials);
    expo.uninstall(token);
    expect(await sender.send(aMessage(), device(token), credentials)).toMatchObject({
      outcome: 'gone',
      reason: expect.stringMatching(/^Expo ticket error DeviceNotRegistered/),
    });
  });

  it('tries a 429 again after its Retry-After, a 5xx and MessageRateExceeded after the caller’s backoff', async () => {
    const credentials = expo.credentials();
    const token = expo.device(credentials);
    expo.script(
      token,
      { status: 429, headers: { 'retry-after': '5' }, body: { errors: [{ code: 'TOO_MANY_REQUESTS', message: 'slow down' }] } },
      { status: 502 },
      { status: 200, body: { data: [{ status: 'error', message: 'too many', details: { error: 'MessageRateExceeded' } }] } },
    );
    expect(await sender.send(aMessage(), device(token), credentials)).toEqual({
      outcome: 'retry',
      afterSeconds: 5,
      reason: 'Expo answered 429 TOO_MANY_REQUESTS: slow down',
    });
    expect(await sender.send(aMessage(), device(token), credentials)).toEqual({ outcome: 'retry', reason: 'Expo answered 502' });
    expect(await sender.send(aMessage(), device(token), credentials)).toMatchObject({
      outcome: 'retry',
      reason: 'Expo ticket error MessageRateExceeded: too many',
    });
    expect(await sender.send(aMessage(), device(token), credentials)).toEqual({ outcome: 'sent' });
  });

  it('fails for good on a token that is no Expo push token and on a message above 4 KB', async () => {
    const credentials = expo.credentials();
    expect(await sender.send(aMessage(), device('not-a-token'), credentials)).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/^Expo answered 400 VALIDATION_ERROR/),
    });
    const token = expo.device(credentials);
    expect(await sender.send(aMessage('turn', { body: 'x'.repeat(4096) }), device(token), credentials)).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/more than Expo's 4096/),
    });
    expect(expo.received.some((r) => r.message.to === token)).toBe(false);
  });
});
