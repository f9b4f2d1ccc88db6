/** SQS has no local equivalent: the adapter is checked by the requests it sends. */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import type { DeliveryMessage } from '../../functions/webhooks/queue.ts';
import { sqsQueue } from '../../functions/webhooks/sqs-queue.ts';

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

function stubClient(failed: { Id: string; Code: string }[] = []) {
  const sent: SendMessageBatchCommand[] = [];
  return {
    sent,
    client: { send: async (command: SendMessageBatchCommand) => (sent.push(command), { Failed: failed, Successful: [] }) } as never,
  };
}

describe('the SQS webhook queue', () => {
  it('sends batches of at most 10, the message as body, its wait as DelaySeconds capped at 15 minutes', async () => {
    const { client, sent } = stubClient();
    const messages = [
      message(0, 0),
      message(1, now + 4_200),
      message(2, now + 3_600_000),
      ...Array.from({ length: 9 }, (_, i) => message(i + 3, 0)),
    ];
    await sqsQueue(client, 'https://sqs.example/q', () => now).send(messages);
    expect(sent).toHaveLength(2);
    expect(sent.map((c) => c.input.Entries!.length)).toEqual([10, 2]);
    expect(sent[0]!.input.QueueUrl).toBe('https://sqs.example/q');
    expect(sent[0]!.input.Entries!.slice(0, 3).map((e) => e.DelaySeconds)).toEqual([0, 5, 900]);
    expect(JSON.parse(sent[0]!.input.Entries![1]!.MessageBody!)).toEqual(messages[1]);
  });

  it('a refused entry fails the send, so the stream record (or SQS message) is retried', async () => {
    const { client } = stubClient([{ Id: '0', Code: 'InternalError' }]);
    await expect(sqsQueue(client, 'q', () => now).send([message(0, 0)])).rejects.toThrow(/refused 1 webhook message/);
  });
});
