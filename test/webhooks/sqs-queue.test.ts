/** SQS has no local equivalent: the adapter is checked by the requests it sends, as they reach a fake endpoint. */
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryMessage } from '../../functions/webhooks/queue.ts';
import { sqsQueue } from '../../functions/webhooks/sqs-queue.ts';
import { fakeAwsEndpoint, type Answer, type Received } from '../support/aws-endpoint.ts';

const now = 1_700_000_000_000;
const message = (n: number, notBefore: number): DeliveryMessage => ({
  id: `msg_${n}`,
  subscriptionId: 'wh_1',
  owner: 'p_1',
  type: 'turn.started',
  payload: '{}',
  attempt: 1,
  notBefore,
});

const endpoints: Awaited<ReturnType<typeof fakeAwsEndpoint>>[] = [];
afterEach(() => Promise.all(endpoints.splice(0).map((endpoint) => endpoint.close())));

async function queueAt(answer?: (request: Received) => Answer) {
  const endpoint = await fakeAwsEndpoint(answer);
  endpoints.push(endpoint);
  return { queueUrl: `${endpoint.url}/123456789012/oc-webhooks`, received: endpoint.received };
}

describe('the SQS webhook queue', () => {
  it('sends batches of at most 10 (SQS JSON protocol, signed), the message as body, its wait as DelaySeconds capped at 15 minutes', async () => {
    const { queueUrl, received } = await queueAt();
    const messages = [
      message(0, 0),
      message(1, now + 4_200),
      message(2, now + 3_600_000),
      ...Array.from({ length: 9 }, (_, i) => message(i + 3, 0)),
    ];
    await sqsQueue(queueUrl, () => now).send(messages);
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/',
      headers: { 'x-amz-target': 'AmazonSQS.SendMessageBatch', 'content-type': 'application/x-amz-json-1.0' },
    });
    expect(received[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=\w+\/\d{8}\/[\w-]+\/sqs\/aws4_request/);
    const bodies = received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.Entries.length)).toEqual([10, 2]);
    expect(bodies[0].QueueUrl).toBe(queueUrl);
    expect(bodies[0].Entries.slice(0, 3).map((e: { DelaySeconds: number }) => e.DelaySeconds)).toEqual([0, 5, 900]);
    expect(JSON.parse(bodies[0].Entries[1].MessageBody)).toEqual(messages[1]);
  });

  it('a refused entry fails the send, so the stream record (or SQS message) is retried', async () => {
    const { queueUrl } = await queueAt(() => ({ status: 200, body: { Successful: [], Failed: [{ Id: '0', Code: 'InternalError' }] } }));
    await expect(sqsQueue(queueUrl, () => now).send([message(0, 0)])).rejects.toThrow(/refused 1 webhook message/);
  });

  it('a refused request fails the send with the queue’s error, and a failing one is tried three times', async () => {
    const { queueUrl, received } = await queueAt(() => ({
      status: 400,
      body: { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' },
    }));
    await expect(sqsQueue(queueUrl, () => now).send([message(0, 0)])).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
    expect(received).toHaveLength(1);
    const failing = await queueAt(() => ({ status: 500, body: { __type: 'InternalError', message: 'oops' } }));
    await expect(sqsQueue(failing.queueUrl, () => now).send([message(0, 0)])).rejects.toMatchObject({ name: 'InternalError' });
    expect(failing.received).toHaveLength(3);
  });
});
