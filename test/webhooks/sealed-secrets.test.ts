/**
 * Webhook secrets are kept sealed (functions/secrets/) against DynamoDB Local: the stored item
 * holds no secret in the clear, deliveries still verify with the subscription's secret
 * (Standard Webhooks), a rotation's previous secret is sealed too, a subscription stored with a
 * clear secret before sealing keeps working until `npm run seal-secrets` seals it, and only the
 * delivery opens a secret: no read path does.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paginateScan, PutCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { installDataKeys } from '../../functions/secrets/installed.ts';
import { localDataKeys } from '../../functions/secrets/local-data-keys.ts';
import { isSealed, type DataKeys } from '../../functions/secrets/seal.ts';
import { sealClearSecrets } from '../../functions/webhooks/seal-clear-secrets.ts';
import { rotateSecret } from '../../functions/webhooks/subscriptions.ts';
import { currentFunction } from '../../infra/local/invocations.ts';
import { newPlayer, useTestStack } from '../support/local-stack.ts';
import { startReceiver, verifies, type Received } from './receiver.ts';
import { webhooksSettled } from './settle.ts';

const ctx = useTestStack({ testHooks: false });
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** Which function asked for each data key: made (`generate`) or opened (`unwrap`). */
const asked: { fn: string | undefined; op: 'generate' | 'unwrap' }[] = [];
function recording(keys: DataKeys): DataKeys {
  return {
    generate: (context) => (asked.push({ fn: currentFunction(), op: 'generate' }), keys.generate(context)),
    unwrap: (wrapped, context) => (asked.push({ fn: currentFunction(), op: 'unwrap' }), keys.unwrap(wrapped, context)),
  };
}

beforeAll(async () => {
  // In place of the stack's own local key (the same kind), so that each request for a data key is seen.
  installDataKeys(recording(localDataKeys(randomBytes(32))));
  receiver = await startReceiver({ '/hook': () => ({ status: 204 }) });
});
afterAll(() => receiver.stop());
beforeEach(() => {
  asked.length = 0;
});

/** Every item of the read table, as stored. */
async function scanRead(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: dynamo() }, { TableName: tableNames().read })) items.push(...(page.Items ?? []));
  return items;
}

/** The stored item of a subscription, and whether any item of the read table holds one of `secrets` (or its random part) in the clear. */
async function stored(owner: string, id: string, secrets: string[]) {
  const items = await scanRead();
  const { pk, sk } = readKeys.subscription(owner, id);
  const text = JSON.stringify(items);
  return {
    item: items.find((item) => item.pk === pk && item.sk === sk)!,
    clear: secrets.filter((secret) => text.includes(secret) || text.includes(secret.slice('whsec_'.length))),
  };
}

/** A ping through the queue and the delivery function; the delivery the receiver got. */
async function pinged(id: string, token: string): Promise<Received> {
  const { status, body } = await ctx.api.post(`/webhooks/${id}/ping`, undefined, token);
  expect(status).toBe(202);
  await webhooksSettled(ctx.api);
  return receiver.at('/hook').find((r) => r.headers['webhook-id'] === body.eventId)!;
}

describe('a webhook secret', () => {
  it('is stored sealed, not in the clear, and deliveries verify with it', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    const hook = (await api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, ann.token)).body;
    expect(hook.secret).toMatch(/^whsec_/);
    const { item, clear } = await stored(ann.playerId, hook.id, [hook.secret]);
    expect(clear).toEqual([]);
    expect(isSealed(item.secret)).toBe(true);

    const delivery = await pinged(hook.id, ann.token);
    expect(verifies(hook.secret, delivery)).toBe(true);
  });

  it('is rotated sealed: the new and the previous secret are stored sealed, and a delivery verifies with each', async () => {
    const { api } = ctx;
    const bob = await newPlayer(api, 'Bob');
    const hook = (await api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, bob.token)).body;
    const rotated = (await api.post(`/webhooks/${hook.id}/secret`, undefined, bob.token)).body;
    const { item, clear } = await stored(bob.playerId, hook.id, [hook.secret, rotated.secret]);
    expect(clear).toEqual([]);
    expect([isSealed(item.secret), isSealed(item.previousSecret)]).toEqual([true, true]);

    const delivery = await pinged(hook.id, bob.token);
    expect([verifies(rotated.secret, delivery), verifies(hook.secret, delivery)]).toEqual([true, true]);
  });

  it('is rotated twice at once without losing either: the later rotation replaces what the earlier stored', async () => {
    const { api } = ctx;
    const fay = await newPlayer(api, 'Fay');
    const hook = (await api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, fay.token)).body;
    const [a, b] = await Promise.all([rotateSecret(fay.playerId, hook.id, 3_600_000), rotateSecret(fay.playerId, hook.id, 3_600_000)]);
    const delivery = await pinged(hook.id, fay.token);
    // The one stored last signs, and the other, which it replaced, signs beside it; the first secret no more.
    expect([verifies(a!.secret, delivery), verifies(b!.secret, delivery), verifies(hook.secret, delivery)]).toEqual([true, true, false]);
  });

  it('is opened by the delivery function alone: creating, rotating, listing, pinging and the delivery log open none', async () => {
    const { api } = ctx;
    const cat = await newPlayer(api, 'Cat');
    const hook = (await api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, cat.token)).body;
    await api.post(`/webhooks/${hook.id}/secret`, undefined, cat.token);
    await pinged(hook.id, cat.token);
    expect((await api.get('/webhooks', cat.token)).status).toBe(200);
    expect((await api.get(`/webhooks/${hook.id}/deliveries`, cat.token)).status).toBe(200);
    // Made: the secret, then the rotation's new one, by the webhooks' routes; opened: both, by the delivery.
    expect(asked).toEqual([
      { fn: 'http-webhooks', op: 'generate' },
      { fn: 'http-webhooks', op: 'generate' },
      { fn: 'webhooks-deliver', op: 'unwrap' },
      { fn: 'webhooks-deliver', op: 'unwrap' },
    ]);
  });
});

describe('a subscription stored with its secret in the clear, before sealing', () => {
  /** A subscription as the code before sealing wrote it. */
  async function clearSubscription(owner: string, secret: string, previous?: string) {
    const id = `wh_${randomBytes(16).toString('hex')}`;
    const subscription = {
      id,
      owner,
      url: receiver.url('/hook'),
      events: ['*'],
      secret,
      ...(previous && { previousSecret: previous, previousSecretUntil: new Date(Date.now() + 3_600_000).toISOString() }),
      createdAt: new Date().toISOString(),
    };
    await dynamo().send(new PutCommand({ TableName: tableNames().read, Item: { ...readKeys.subscription(owner, id), ...subscription } }));
    return id;
  }
  const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

  it('still signs its deliveries, and its rotation stores the old secret sealed', async () => {
    const { api } = ctx;
    const dan = await newPlayer(api, 'Dan');
    const secret = newSecret();
    const id = await clearSubscription(dan.playerId, secret);
    expect(verifies(secret, await pinged(id, dan.token))).toBe(true);

    const rotated = (await api.post(`/webhooks/${id}/secret`, undefined, dan.token)).body;
    const { item, clear } = await stored(dan.playerId, id, [secret, rotated.secret]);
    expect(clear).toEqual([]);
    expect([isSealed(item.secret), isSealed(item.previousSecret)]).toEqual([true, true]);
    const delivery = await pinged(id, dan.token);
    expect([verifies(rotated.secret, delivery), verifies(secret, delivery)]).toEqual([true, true]);
  });

  it('is sealed in place by the one-time sealing, which finds nothing more the second time, and its deliveries still verify', async () => {
    const { api } = ctx;
    const eve = await newPlayer(api, 'Eve');
    const [secret, previous] = [newSecret(), newSecret()];
    const id = await clearSubscription(eve.playerId, secret, previous);
    const sealedAlready = (await api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, eve.token)).body;

    const first = await sealClearSecrets();
    expect(first.sealed).toBe(first.found);
    expect(first.found).toBeGreaterThanOrEqual(1);
    expect(await sealClearSecrets()).toEqual({ found: 0, sealed: 0 });
    const { item, clear } = await stored(eve.playerId, id, [secret, previous, sealedAlready.secret]);
    expect(clear).toEqual([]);
    expect([isSealed(item.secret), isSealed(item.previousSecret)]).toEqual([true, true]);
    const delivery = await pinged(id, eve.token);
    expect([verifies(secret, delivery), verifies(previous, delivery)]).toEqual([true, true]);
    expect(verifies(sealedAlready.secret, await pinged(sealedAlready.id, eve.token))).toBe(true);
  });
});
