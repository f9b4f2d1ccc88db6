/** verifyWebhook: Standard Webhooks signatures, checked as a receiver gets them. */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError, type WebhookDelivery } from '../../client/src/index.ts';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const body = JSON.stringify({
  id: 'evt_1',
  type: 'game.ended',
  timestamp: new Date().toISOString(),
  data: { gameId: 'g_1', version: 40, serverSeed: 'ab'.repeat(32) },
});

function signed(payload = body, at = new Date()) {
  return {
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('evt_1', at, payload),
  };
}

describe('verifyWebhook', () => {
  it('returns the delivery when the signature holds, from Node-style headers', () => {
    const delivery = verifyWebhook(secret, { ...signed(), 'content-type': 'application/json' }, body);
    expect(delivery).toMatchObject({ id: 'evt_1', type: 'game.ended', data: { gameId: 'g_1', version: 40 } });
  });

  it("takes fetch's Headers too, and header names in any case", () => {
    const headers = new Headers(Object.entries(signed()).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verifyWebhook(secret, headers, body).type).toBe('game.ended');
  });

  it('refuses a body changed after signing', () => {
    expect(() => verifyWebhook(secret, signed(), body.replace('"version":40', '"version":41'))).toThrow(WebhookVerificationError);
  });

  it('refuses another secret', () => {
    expect(() => verifyWebhook(`whsec_${randomBytes(24).toString('base64')}`, signed(), body)).toThrow(WebhookVerificationError);
  });

  it('refuses a delivery signed too long ago (a replay)', () => {
    expect(() => verifyWebhook(secret, signed(body, new Date(Date.now() - 10 * 60_000)), body)).toThrow(WebhookVerificationError);
  });

  it('refuses a delivery without the headers', () => {
    expect(() => verifyWebhook(secret, {}, body)).toThrow(WebhookVerificationError);
  });

  it("narrows on `type`, and types the `appPlayers` of an app subscription's deliveries of a game", () => {
    const appBody = JSON.stringify({
      id: 'evt_2',
      type: 'turn.started',
      timestamp: new Date().toISOString(),
      data: {
        gameId: 'g_1',
        version: 5,
        playerId: 'p_1',
        step: 'roll',
        awaiting: ['p_1'],
        deadline: null,
        appPlayers: [
          { playerId: 'p_1', externalId: 'user-8841' },
          { playerId: 'p_2', externalId: null },
        ],
      },
    });
    const delivery = verifyWebhook(secret, signed(appBody), appBody);
    if (delivery.type !== 'turn.started') throw new Error(`expected turn.started, got ${delivery.type}`);
    expect(delivery.data.awaiting).toEqual(['p_1']);
    expect(delivery.data.appPlayers?.map((seat) => seat.externalId)).toEqual(['user-8841', null]);
    // As docs/contract.md gives it, spelled out: a change of the SDK's type fails the typecheck here.
    type Seats = { playerId: string; externalId: string | null }[] | undefined;
    expectTypeOf(delivery.data.appPlayers).toEqualTypeOf<Seats>();
    expectTypeOf<Extract<WebhookDelivery, { type: 'game.ended' }>['data']['appPlayers']>().toEqualTypeOf<Seats>();
    expectTypeOf<Extract<WebhookDelivery, { type: 'game.ended' }>['data']['serverSeed']>().toEqualTypeOf<string | null>();
    // A ping names the subscription, not a game: it carries no players.
    expectTypeOf<Extract<WebhookDelivery, { type: 'ping' }>['data']>().toEqualTypeOf<{ webhookId: string }>();
  });
});
