/**
 * Webhook retries, 410, dead letters, redirects, time-outs and the AWS URL rules, on the local
 * server with a real receiver on 127.0.0.1 and a shortened schedule (4 attempts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';
import { startReceiver, type Behaviour } from '../webhooks/receiver.ts';
import { webhooksSettled } from '../webhooks/settle.ts';

process.env.WEBHOOK_RETRY_DELAYS_MS = '50,100,150';
process.env.WEBHOOK_TIMEOUT_MS = '1500';

const ctx = useTestStack({ testHooks: false });
const ok: Behaviour = () => ({ status: 200 });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({
    '/ok': ok,
    '/flaky': (attempt) => ({ status: attempt <= 3 ? 500 : 200 }),
    '/down': () => ({ status: 503 }),
    '/gone': () => ({ status: 410 }),
    '/moved': () => ({ status: 302, headers: { location: '/ok' } }),
    '/slow': (attempt) => ({ status: 200, delayMs: attempt === 1 ? 4_000 : 0 }),
  });
});
afterAll(() => receiver.stop());
afterEach(() => {
  delete process.env.WEBHOOK_MODE;
});

/** A player subscribed to game.started at `path`, and one game of theirs started. */
async function oneDelivery(path: string) {
  const { api } = ctx;
  const player = await newPlayer(api, 'Ann');
  const hook = await api.post('/webhooks', { url: receiver.url(path), events: ['game.started'] }, player.token);
  expect(hook.status).toBe(201);
  await newGame(api, 'dice-kings', [player]);
  await webhooksSettled(api);
  const log = await api.get(`/webhooks/${hook.body.id}/deliveries`, player.token);
  return {
    player,
    hook: hook.body,
    log: log.body.deliveries as {
      eventId: string;
      attempt: number;
      statusCode: number | null;
      error: string | null;
      outcome: string;
      nextRetryAt: string | null;
    }[],
  };
}

describe('webhook retries', () => {
  it('a receiver that fails three times and then accepts: delivered once, four attempts logged, one webhook-id', async () => {
    const { hook, log } = await oneDelivery('/flaky');
    const got = receiver.at('/flaky');
    expect(got).toHaveLength(4);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    for (const r of got) new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>);
    expect(log.map((d) => [d.attempt, d.statusCode, d.outcome])).toEqual([
      [4, 200, 'delivered'],
      [3, 500, 'retrying'],
      [2, 500, 'retrying'],
      [1, 500, 'retrying'],
    ]);
    expect(log[1]!.nextRetryAt).not.toBeNull();
    expect(log[0]!.nextRetryAt).toBeNull();
  });

  it('a receiver that always fails: four attempts, then dead-lettered, and the log says so', async () => {
    const { log } = await oneDelivery('/down');
    expect(log.map((d) => d.outcome)).toEqual(['dead-lettered', 'retrying', 'retrying', 'retrying']);
    expect(log[0]).toMatchObject({ attempt: 4, statusCode: 503, error: 'HTTP 503: not a 2xx answer', nextRetryAt: null });
  });

  it('a receiver that answers 410 Gone disables the subscription: one attempt, nothing more sent', async () => {
    const { api } = ctx;
    const { player, hook, log } = await oneDelivery('/gone');
    expect(log.map((d) => [d.statusCode, d.outcome])).toEqual([[410, 'disabled']]);
    const listed = await api.get('/webhooks', player.token);
    expect(listed.body.webhooks[0]).toMatchObject({ id: hook.id, enabled: false, disabledReason: 'The receiver answered 410 Gone.' });
    const sent = receiver.at('/gone').length;
    await newGame(api, 'dice-kings', [player]);
    await webhooksSettled(api);
    expect(receiver.at('/gone')).toHaveLength(sent);
  });

  it('redirects are not followed: a 302 is a failed attempt', async () => {
    const before = receiver.at('/ok').length;
    const { log } = await oneDelivery('/moved');
    expect(log[0]).toMatchObject({ statusCode: 302, error: 'HTTP 302: redirects are not followed', outcome: 'dead-lettered' });
    expect(receiver.at('/ok')).toHaveLength(before);
  });

  it('an attempt that gets no answer in time fails and is retried', async () => {
    const { log } = await oneDelivery('/slow');
    expect(log.map((d) => [d.statusCode, d.error, d.outcome])).toEqual([
      [200, null, 'delivered'],
      [null, 'no answer within 1.5 s', 'retrying'],
    ]);
  });
});

describe('webhook URLs under the AWS settings', () => {
  it.each([
    ['http://169.254.169.254/', 'Webhook URLs must use https.'],
    ['http://10.0.0.1/', 'Webhook URLs must use https.'],
    [
      'https://169.254.169.254/latest/meta-data',
      'The host 169.254.169.254 resolves to 169.254.169.254, a metadata service address; webhooks are only sent to public addresses.',
    ],
    ['https://10.0.0.1/hook', 'The host 10.0.0.1 resolves to 10.0.0.1, a private address; webhooks are only sent to public addresses.'],
    ['https://localhost/hook', 'a loopback address'],
  ])('refuses %s with 422 invalid-webhook-url', async (url, detail) => {
    const { api } = ctx;
    process.env.WEBHOOK_MODE = 'aws';
    const player = await newPlayer(api, 'Ann');
    const reply = await api.post('/webhooks', { url, events: ['*'] }, player.token);
    expect(reply.status).toBe(422);
    expect(reply.headers.get('content-type')).toBe('application/problem+json');
    expect(reply.body.code).toBe('invalid-webhook-url');
    expect(reply.body.detail).toContain(detail);
  });

  it('refuses the metadata address on one machine too, where loopback is allowed', async () => {
    const { api } = ctx;
    const player = await newPlayer(api, 'Ann');
    expect((await api.post('/webhooks', { url: 'http://169.254.169.254/', events: ['*'] }, player.token)).status).toBe(422);
    expect((await api.post('/webhooks', { url: receiver.url('/ok'), events: ['*'] }, player.token)).status).toBe(201);
  });

  it('checks again at each delivery: a subscription whose URL is refused by then is not sent to', async () => {
    const { api } = ctx;
    const before = receiver.at('/ok').length;
    const player = await newPlayer(api, 'Ann');
    const hook = await api.post('/webhooks', { url: receiver.url('/ok'), events: ['game.started'] }, player.token);
    process.env.WEBHOOK_MODE = 'aws';
    await newGame(api, 'dice-kings', [player]);
    await webhooksSettled(api);
    const log = await api.get(`/webhooks/${hook.body.id}/deliveries`, player.token);
    expect(receiver.at('/ok')).toHaveLength(before);
    expect(log.body.deliveries[0]).toMatchObject({
      statusCode: null,
      error: 'refused: Webhook URLs must use https.',
      outcome: 'dead-lettered',
    });
  });
});
