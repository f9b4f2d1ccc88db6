/** POST /webhooks/{id}/ping over HTTP: a signed `ping` delivery at once, answered 202, owner only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newPlayer, useTestStack } from '../support/local-stack.ts';
import { startReceiver } from '../webhooks/receiver.ts';
import { webhooksSettled } from '../webhooks/settle.ts';

const ctx = useTestStack({ testHooks: false });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/ping': () => ({ status: 204 }) });
});
afterAll(() => receiver.stop());

describe('POST /webhooks/{id}/ping', () => {
  it("sends a signed ping delivery to the subscription's URL at once and answers 202; the attempt is in its deliveries", async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const hook = (await api.post('/webhooks', { url: receiver.url('/ping'), events: ['player.resigned'] }, ann.token)).body;
    const pinged = await api.post(`/webhooks/${hook.id}/ping`, undefined, ann.token);
    expect([pinged.status, pinged.body]).toEqual([202, { eventId: expect.stringMatching(/^msg_/) }]);
    await webhooksSettled(api);
    const [delivery] = receiver.at('/ping');
    expect(delivery!.headers['webhook-id']).toBe(pinged.body.eventId);
    expect(new Webhook(hook.secret).verify(delivery!.body, delivery!.headers as Record<string, string>)).toEqual({
      id: pinged.body.eventId,
      type: 'ping',
      timestamp: expect.any(String),
      data: { webhookId: hook.id },
    });
    const log = (await api.get(`/webhooks/${hook.id}/deliveries`, ann.token)).body.deliveries;
    expect(log).toMatchObject([{ eventId: pinged.body.eventId, type: 'ping', outcome: 'delivered', statusCode: 204 }]);
  });

  it("answers 404 webhook-not-found for another player's subscription or an unknown id, and 401 without a token", async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const hook = (await api.post('/webhooks', { url: receiver.url('/ping'), events: ['*'] }, ann.token)).body;
    for (const [id, token] of [
      [hook.id, bob.token],
      ['wh_nosuchhook', ann.token],
    ] as const) {
      const reply = await api.post(`/webhooks/${id}/ping`, undefined, token);
      expect([reply.status, reply.body.code]).toEqual([404, 'webhook-not-found']);
    }
    expect((await api.post(`/webhooks/${hook.id}/ping`)).status).toBe(401);
  });
});
