/**
 * The functions' AWS client retries as the AWS SDK v3 does (functions/adapters/aws-retries.ts):
 * the SDK's error classes, full jitter from its base delays (throttles from the longer one),
 * DynamoDB transactions with a ClientRequestToken, no retry budget past a function's time-out,
 * and AWS's request id kept on every error and logged. A local HTTP server plays the service.
 */
import { Retry } from '@smithy/util-retry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awsRequest, AwsError, DEFAULTS } from '../../functions/adapters/aws-request.ts';
import { errorClass, retryBudgetMs } from '../../functions/adapters/aws-retries.ts';
import { TransactWriteCommand } from '../../functions/adapters/documents.ts';
import { DYNAMODB_RETRIES, dynamo } from '../../functions/adapters/dynamo.ts';
import { logger } from '../../functions/adapters/logger.ts';
import { timeouts } from '../../infra/constructs/platform-function.ts';
import { fakeAwsEndpoint, type Answer } from '../support/aws-endpoint.ts';

const saved = process.env.DYNAMODB_ENDPOINT;
let waits: number[];
beforeEach(() => {
  waits = [];
  // The waits the strategy asks for, as they are asked (they still run, and are short: see Math.random below).
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    waits.push(ms ?? 0);
    return realSetTimeout(fn, ms);
  }) as typeof setTimeout);
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env.DYNAMODB_ENDPOINT = saved;
});

/** Sends one SQS request to a fake endpoint that answers `answers` in turn (then 200). */
async function sendAgainst(answers: Answer[]) {
  let n = 0;
  const endpoint = await fakeAwsEndpoint(() => answers[n++] ?? { status: 200, body: {} });
  try {
    const result = await awsRequest({
      service: 'sqs',
      endpoint: endpoint.url,
      method: 'POST',
      path: '/',
      headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': 'AmazonSQS.SendMessageBatch' },
      body: '{}',
      operation: 'SendMessageBatch',
    }).catch((error: unknown) => error);
    return { result, requests: endpoint.received.length };
  } finally {
    await endpoint.close();
  }
}

const throttled: Answer = {
  status: 400,
  headers: { 'x-amzn-RequestId': 'req-throttled' },
  body: { __type: 'com.amazonaws.sqs#ThrottlingException', message: 'Rate exceeded' },
};

describe('retries as the AWS SDK does them', () => {
  it('classes errors as the SDK does: throttles, transient failures (timeouts, refused connections, 500/502/503/504), other 5xx, refusals', () => {
    const error = (name: string, status?: number, code?: string) => new AwsError(name, name, status, code ? { code } : {});
    expect(errorClass(error('ProvisionedThroughputExceededException', 400))).toBe('THROTTLING');
    expect(errorClass(error('TransactionInProgressException', 400))).toBe('THROTTLING');
    expect(errorClass(error('Http429', 429))).toBe('THROTTLING');
    expect(errorClass(error('TimeoutError'))).toBe('TRANSIENT');
    expect(errorClass(error('NetworkError', undefined, 'ECONNREFUSED'))).toBe('TRANSIENT');
    expect(errorClass(error('InternalServerError', 500))).toBe('TRANSIENT');
    expect(errorClass(error('Http503', 503))).toBe('TRANSIENT');
    expect(errorClass(error('NotImplemented', 501))).toBe('SERVER_ERROR');
    expect(errorClass(error('ConditionalCheckFailedException', 400))).toBe('CLIENT_ERROR');
    expect(errorClass(error('ExpiredTokenException', 400))).toBe('CLIENT_ERROR');
  });

  it('waits with full jitter, a throttle from the SDK’s throttling base delay, any other passing failure from its base delay', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.01);
    const throttles = await sendAgainst([throttled, throttled]);
    expect(throttles.requests).toBe(3);
    // Full jitter: a random share (here 1 %) of the base delay doubled per retry.
    expect(waits).toEqual([Math.floor(0.01 * Retry.throttlingDelay()), Math.floor(0.01 * Retry.throttlingDelay() * 2)]);

    waits = [];
    const failures = await sendAgainst([{ status: 500, body: { __type: 'InternalFailure' } }]);
    expect(failures.requests).toBe(2);
    expect(waits).toEqual([Math.floor(0.01 * Retry.delay())]);
  });

  it('tries a refusal and a 501 once: the SDK retries only throttles and transient failures', async () => {
    const refused = await sendAgainst([{ status: 400, body: { __type: 'InvalidParameterValue', message: 'no' } }]);
    expect(refused.requests).toBe(1);
    const notImplemented = await sendAgainst([{ status: 501, body: { message: 'no' } }]);
    expect(notImplemented.requests).toBe(1);
  });

  it('keeps AWS’s request id (x-amzn-RequestId) and the tries on the error, and logs every failed try with it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { result } = await sendAgainst([throttled, throttled, throttled]);
    expect(result).toBeInstanceOf(AwsError);
    expect((result as AwsError).$metadata).toMatchObject({ httpStatusCode: 400, requestId: 'req-throttled', attempts: 3 });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![1]).toMatchObject({
      operation: 'SendMessageBatch',
      error: 'ThrottlingException',
      awsRequestId: 'req-throttled',
    });

    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    await sendAgainst([{ status: 400, headers: { 'x-amzn-RequestId': 'req-refused' }, body: { __type: 'InvalidParameterValue' } }]);
    expect(info.mock.calls[0]![1]).toMatchObject({ errorType: 'CLIENT_ERROR', awsRequestId: 'req-refused' });
  });

  it('sends every TransactWriteItems with a ClientRequestToken, the same one on a retry, as the SDK does', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let n = 0;
    const endpoint = await fakeAwsEndpoint(() =>
      n++ === 0 ? { status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError' } } : { status: 200, body: {} },
    );
    try {
      process.env.DYNAMODB_ENDPOINT = endpoint.url;
      const write = () =>
        dynamo().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a', sk: 'b' } } }] }));
      await write();
      await write();
      const tokens = endpoint.received.map((r) => (JSON.parse(r.body) as { ClientRequestToken?: string }).ClientRequestToken);
      expect(tokens).toHaveLength(3);
      expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(tokens[1]).toBe(tokens[0]);
      expect(tokens[2]).not.toBe(tokens[0]);
    } finally {
      await endpoint.close();
    }
  });

  it('never lets a request with its retries outlast the shortest function time-out', () => {
    const shortest = Math.min(...Object.values(timeouts).map((t) => t.toMilliseconds()));
    for (const settings of [DEFAULTS, DYNAMODB_RETRIES])
      expect(retryBudgetMs(settings), JSON.stringify(settings)).toBeLessThanOrEqual(shortest);
    // The budget holds the waits too: three tries of 5 s (as before) would not fit.
    expect(retryBudgetMs({ timeoutMs: 5_000, attempts: 3 })).toBeGreaterThan(shortest);
  });
});
