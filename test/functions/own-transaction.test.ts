/**
 * DynamoDB's TransactionInProgressException (functions/adapters/own-transaction.ts): a
 * TransactWriteItems retried with the ClientRequestToken of a try still running is our own
 * earlier try. The same request is sent again, same token, until it settles, within the
 * attempt's time; never a conflict, and past that time the database "could not serve it yet"
 * (503), not a failure (500). The errors are built as @aws-sdk/client-dynamodb builds them, and
 * DynamoDB's answers played by a local HTTP server.
 */
import { ConditionalCheckFailedException, TransactionCanceledException, TransactionInProgressException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorClass } from '../../functions/adapters/aws-retries.ts';
import { TransactWriteCommand } from '../../functions/adapters/documents.ts';
import { databaseUnreachable, DYNAMODB_RETRIES, dynamo } from '../../functions/adapters/dynamo.ts';
import { ownTransactionRunning, untilOwnTransactionSettles } from '../../functions/adapters/own-transaction.ts';
import { fakeAwsEndpoint, type Answer } from '../support/aws-endpoint.ts';

const $metadata = { httpStatusCode: 400, requestId: 'req-1' };
const inProgress = () => new TransactionInProgressException({ message: 'Transaction is in progress', $metadata });

/** A send that answers with `answers` in turn (an error thrown, anything else returned), counting its calls. */
function sends<T>(...answers: (T | Error)[]) {
  const sent = vi.fn(() => {
    const answer = answers[Math.min(sent.mock.calls.length - 1, answers.length - 1)]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return sent;
}

describe("a transaction sent again while our own first try still runs (the SDK's TransactionInProgressException)", () => {
  it('is known as our own, and as the database not done yet: a throttle to the SDK, unreachable for now (503), not a refusal', () => {
    const error = inProgress();
    expect(ownTransactionRunning(error)).toBe(true);
    expect(errorClass(error)).toBe('THROTTLING');
    expect(databaseUnreachable(error)).toBe(true);
    for (const refusal of [
      new TransactionCanceledException({ message: 'cancelled', $metadata, CancellationReasons: [{ Code: 'TransactionConflict' }] }),
      new ConditionalCheckFailedException({ message: 'failed', $metadata }),
    ])
      expect(ownTransactionRunning(refusal)).toBe(false);
  });

  it('is sent again, the same request, until it settles: its answer is the answer', async () => {
    const send = sends<{ done: boolean }>(inProgress(), inProgress(), { done: true });
    await expect(untilOwnTransactionSettles(send, Date.now() + 3_000)).resolves.toEqual({ done: true });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('settling as cancelled answers the cancellation (a conflict met after our try, not our try as a conflict)', async () => {
    const cancelled = new TransactionCanceledException({
      message: 'cancelled',
      $metadata,
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    const send = sends<never>(inProgress(), cancelled);
    await expect(untilOwnTransactionSettles(send, Date.now() + 3_000)).rejects.toBe(cancelled);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('still running when the next send would come too late: the exception itself, with no wait past its time', async () => {
    const error = inProgress();
    const send = sends<never>(error);
    const started = Date.now();
    await expect(untilOwnTransactionSettles(send, started + 300)).rejects.toBe(error);
    // It never waits past its time: the last wait it would take is not taken (25, 50, 100 ms, then 200 would pass it).
    expect(Date.now() - started).toBeLessThan(300 + 1_000);
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(send.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('any other error is thrown at once', async () => {
    const refused = new ConditionalCheckFailedException({ message: 'failed', $metadata });
    const send = sends<never>(refused);
    await expect(untilOwnTransactionSettles(send, Date.now() + 3_000)).rejects.toBe(refused);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the DynamoDB client (adapters/dynamo.ts)', () => {
  const saved = process.env.DYNAMODB_ENDPOINT;
  afterEach(() => {
    process.env.DYNAMODB_ENDPOINT = saved;
  });

  it('a transaction whose first try failed and whose retry finds that try running waits for it with the same token, and succeeds', async () => {
    const answers: Answer[] = [
      { status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'try again' } },
      { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionInProgressException', Message: 'in progress' } },
      { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionInProgressException', Message: 'in progress' } },
    ];
    let n = 0;
    const endpoint = await fakeAwsEndpoint(() => answers[n++] ?? { status: 200, body: {} });
    try {
      process.env.DYNAMODB_ENDPOINT = endpoint.url;
      // Before: the second of its two attempts met the first one running, and it failed.
      await dynamo().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a', sk: 'b' } } }] }));
      const tokens = endpoint.received.map((r) => (JSON.parse(r.body) as { ClientRequestToken?: string }).ClientRequestToken);
      expect(tokens).toHaveLength(4);
      expect(new Set(tokens).size).toBe(1);
      expect(DYNAMODB_RETRIES.attempts).toBeLessThan(tokens.length);
    } finally {
      await endpoint.close();
    }
  });
});
