/** The SQS delivery handler, with the queue port stubbed (SQS has no local equivalent). */
import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequests } from '../../functions/adapters/dynamo.ts';
import { handler } from '../../functions/webhooks/deliver.ts';
import { installWebhookQueue } from '../../functions/webhooks/installed-queue.ts';
import type { DeliveryMessage } from '../../functions/webhooks/queue.ts';

const sqsEvent = (...bodies: string[]) =>
  ({
    Records: bodies.map((body, i) => ({ messageId: `m${i}`, body, attributes: {}, messageAttributes: {}, eventSource: 'aws:sqs' })),
  }) as unknown as SQSEvent;

afterEach(() => installWebhookQueue(undefined));

describe('the SQS delivery handler', () => {
  it('a message whose wait is longer than SQS can hold (15 min) is passed on unchanged, without an attempt', async () => {
    const sent: DeliveryMessage[] = [];
    installWebhookQueue({ send: async (messages) => void sent.push(...messages) });
    const message: DeliveryMessage = {
      id: 'msg_1',
      subscriptionId: 'wh_1',
      owner: 'p_1',
      type: 'turn.started',
      payload: '{}',
      attempt: 5,
      notBefore: Date.now() + 5 * 3_600_000,
    };
    const { result, requests } = await countRequests(() => handler(sqsEvent(JSON.stringify(message))));
    expect(result.batchItemFailures).toEqual([]);
    expect(sent).toEqual([message]);
    expect(requests).toEqual({});
  });

  it('a record it cannot process is a batch item failure, so SQS retries it and finally moves it to the dead-letter queue', async () => {
    installWebhookQueue({ send: async () => undefined });
    const later = {
      id: 'msg_2',
      subscriptionId: 'wh_1',
      owner: 'p_1',
      type: 'game.ended',
      payload: '{}',
      attempt: 1,
      notBefore: Date.now() + 3_600_000,
    };
    const result = await handler(sqsEvent(JSON.stringify(later), 'not json'));
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });
});
