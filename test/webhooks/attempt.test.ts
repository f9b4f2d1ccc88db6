import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { sendAttempt } from '../../functions/webhooks/attempt.ts';
import { startReceiver } from './receiver.ts';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  // The transport alone: these made-up bodies are no delivery of the API's contract.
  receiver = await startReceiver({ '/ok': () => ({ status: 202 }) }, { contract: false });
});
afterAll(() => receiver.stop());

describe('one delivery attempt', () => {
  it('posts the payload with Standard Webhooks headers that verify with the secret', async () => {
    const result = await sendAttempt(receiver.url('/ok'), [secret], 'msg_a', '{"id":"msg_a"}', 2_000, 'local');
    expect(result).toEqual({ statusCode: 202 });
    const got = receiver.at('/ok').at(-1)!;
    expect(got.headers['webhook-id']).toBe('msg_a');
    expect(new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).toEqual({ id: 'msg_a' });
  });

  it('checks the address again when connecting: a host name that resolves to a forbidden address is never connected to', async () => {
    const before = receiver.received.length;
    const url = receiver.url('/ok').replace('127.0.0.1', 'localhost');
    const result = await sendAttempt(url, [secret], 'msg_b', '{}', 2_000, 'aws');
    expect(result.statusCode).toBeUndefined();
    expect(result.error).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
    expect(receiver.received).toHaveLength(before);
  });
});
