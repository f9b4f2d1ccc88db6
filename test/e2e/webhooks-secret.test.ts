/**
 * POST /webhooks/{id}/secret over HTTP: a new secret shown once; during the overlap (shortened
 * here with WEBHOOK_SECRET_OVERLAP_MS) each delivery carries a signature with the new secret
 * and one with the old, each verified by a Standard Webhooks receiver; after it, only the new.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookVerificationError } from 'standardwebhooks';
import { verifyWebhook } from '../../client/src/index.ts';
import { newPlayer, useTestStack } from '../support/local-stack.ts';
import { startReceiver, verifies } from '../webhooks/receiver.ts';
import { webhooksSettled } from '../webhooks/settle.ts';

const OVERLAP_MS = 3_000;
const ctx = useTestStack({ testHooks: false });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  process.env.WEBHOOK_SECRET_OVERLAP_MS = String(OVERLAP_MS);
  receiver = await startReceiver({ '/hook': () => ({ status: 204 }) });
});
afterAll(async () => {
  delete process.env.WEBHOOK_SECRET_OVERLAP_MS;
  await receiver.stop();
});

describe('POST /webhooks/{id}/secret', () => {
  it('signs with the new and the old secret during the overlap, then with the new one only', { timeout: 60_000 }, async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const hook = (await api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, ann.token)).body;
    const before = Date.now();
    const rotated = await api.post(`/webhooks/${hook.id}/secret`, undefined, ann.token);
    expect([rotated.status, rotated.body.id]).toEqual([200, hook.id]);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(hook.secret);
    const expiresAt = Date.parse(rotated.body.previousSecretExpiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(OVERLAP_MS - 50);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(OVERLAP_MS);
    // The new secret is shown once: the list does not show it.
    expect((await api.get('/webhooks', ann.token)).text).not.toContain(rotated.body.secret);

    await api.post(`/webhooks/${hook.id}/ping`, undefined, ann.token);
    await webhooksSettled(api);
    const during = receiver.at('/hook').at(-1)!;
    expect(String(during.headers['webhook-signature']).split(' ')).toEqual([expect.stringMatching(/^v1,/), expect.stringMatching(/^v1,/)]);
    expect([verifies(rotated.body.secret, during), verifies(hook.secret, during)]).toEqual([true, true]);
    // The SDK's verifier takes both secrets while the receiver switches.
    expect(verifyWebhook([hook.secret, rotated.body.secret], during.headers, during.body).type).toBe('ping');

    await sleep(Math.max(0, expiresAt - Date.now()) + 100);
    await api.post(`/webhooks/${hook.id}/ping`, undefined, ann.token);
    await webhooksSettled(api);
    const after = receiver.at('/hook').at(-1)!;
    expect(after.headers['webhook-id']).not.toBe(during.headers['webhook-id']);
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect([verifies(rotated.body.secret, after), verifies(hook.secret, after)]).toEqual([true, false]);
    expect(verifyWebhook([hook.secret, rotated.body.secret], after.headers, after.body).type).toBe('ping');
    expect(() => verifyWebhook(hook.secret, after.headers, after.body)).toThrow(WebhookVerificationError);
  });

  it("answers 404 webhook-not-found for another player's subscription or an unknown id, and 401 without a token", async () => {
    const { api } = ctx;
    const [ann, bob] = await Promise.all([newPlayer(api, 'Ann'), newPlayer(api, 'Bob')]);
    const hook = (await api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, ann.token)).body;
    for (const [id, token] of [
      [hook.id, bob.token],
      ['wh_00000000000000000000000000000000', ann.token],
      ['nonsense', ann.token],
    ]) {
      const reply = await api.post(`/webhooks/${id}/secret`, undefined, token);
      expect([reply.status, reply.body.code]).toEqual([404, 'webhook-not-found']);
    }
    expect((await api.post(`/webhooks/${hook.id}/secret`)).status).toBe(401);
    // Bob's attempt changed nothing: Ann's deliveries are still signed with her one secret.
    await api.post(`/webhooks/${hook.id}/ping`, undefined, ann.token);
    await webhooksSettled(api);
    const delivery = receiver.at('/hook').at(-1)!;
    expect(String(delivery.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(hook.secret, delivery)).toBe(true);
  });
});
