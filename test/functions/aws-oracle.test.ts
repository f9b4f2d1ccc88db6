/**
 * The AWS SDK v3 as the oracle of the functions' own AWS client (aws-request.ts, documents.ts),
 * offline: every operation the functions send is built by the SDK's client for that service
 * through a request handler that only captures it, and sent by ours to a local recording
 * server; method, path, query, the headers that matter and the body must be the same. Then the
 * same recorded error answers go to the SDK's deserializers and to ours: the same error name,
 * status, request id, fault and fields.
 */
import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { ChangeMessageVisibilityBatchCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import * as Lib from '@aws-sdk/lib-dynamodb';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Documents from '../../functions/adapters/documents.ts';
import { errorClass } from '../../functions/adapters/aws-retries.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { changeVisibility, sendToQueue } from '../../functions/adapters/sqs.ts';
import { connectionPoster, deleteConnection, installPoster } from '../../functions/live/poster.ts';
import { eventBridgeScheduler, TIMER_RETRY_POLICY } from '../../functions/timers/eventbridge-scheduler.ts';
import { fakeAwsEndpoint, type Answer, type Received } from '../support/aws-endpoint.ts';

/** One request as it goes over the wire, reduced to what the service reads. */
interface Wire {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const READ_HEADERS = ['content-type', 'x-amz-target'];
const pick = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(READ_HEADERS.filter((h) => headers[h] !== undefined).map((h) => [h, String(headers[h])]));
const parse = (text: string) => (text ? JSON.parse(text) : undefined);

/** A request handler for an SDK client: keeps the request and answers `answer`, sending nothing. */
function capturing(answer: Answer = { status: 200, body: {} }) {
  const captured: Wire[] = [];
  const handler = {
    async handle(request: {
      method: string;
      path: string;
      query?: Record<string, string>;
      headers: Record<string, string>;
      body?: unknown;
    }) {
      const query = new URLSearchParams(request.query ?? {}).toString();
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
      const body = request.body === undefined ? '' : Buffer.from(request.body as string | Uint8Array).toString('utf8');
      captured.push({ method: request.method, path: request.path + (query ? `?${query}` : ''), headers: pick(headers), body: parse(body) });
      const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      return {
        response: {
          statusCode: answer.status,
          reason: '',
          headers: {
            'content-type': 'application/json',
            ...Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
          },
          body: Readable.from([Buffer.from(text)]),
        },
      };
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs: () => ({}),
  };
  return { captured, handler };
}

const sdkConfig = (endpoint: string, requestHandler: unknown) => ({
  region: 'eu-west-1',
  endpoint,
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' },
  requestHandler: requestHandler as never,
  maxAttempts: 1,
});

const ours = (received: Received): Wire => ({
  method: received.method,
  path: received.path,
  headers: pick(received.headers as Record<string, string>),
  body: parse(received.body),
});

let endpoint: Awaited<ReturnType<typeof fakeAwsEndpoint>>;
let answer: Answer = { status: 200, body: {} };
const saved = { ...process.env };
beforeAll(async () => {
  endpoint = await fakeAwsEndpoint(() => answer);
});
afterAll(() => endpoint.close());
beforeEach(() => {
  endpoint.received.length = 0;
  answer = { status: 200, body: {} };
  process.env.DYNAMODB_ENDPOINT = endpoint.url;
  process.env.AWS_REGION = 'eu-west-1';
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env = { ...saved };
});

/** The functions' DynamoDB requests, as their call sites write them (keys, conditions, binary snapshots, pages, batches, transactions). */
const item = {
  pk: 'g_1',
  sk: 'snapshot',
  version: 7,
  state: new Uint8Array([0, 1, 254, 255]),
  seats: ['p_1', 'p_2'],
  meta: { bots: { p_2: 'easy' }, open: true },
};
const key = { pk: 'g_1', sk: 'snapshot' };
const DYNAMODB: [string, Record<string, unknown>][] = [
  [
    'GetItem',
    { TableName: 'oc-read', Key: key, ConsistentRead: true, ProjectionExpression: '#v', ExpressionAttributeNames: { '#v': 'version' } },
  ],
  ['PutItem', { TableName: 'oc-events', Item: { ...item, gone: undefined }, ConditionExpression: 'attribute_not_exists(pk)' }],
  [
    'UpdateItem',
    {
      TableName: 'oc-read',
      Key: key,
      UpdateExpression: 'SET #v = :v ADD #n :one',
      ConditionExpression: '#v < :v',
      ExpressionAttributeNames: { '#v': 'version', '#n': 'count' },
      ExpressionAttributeValues: { ':v': 8, ':one': 1 },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  ],
  ['DeleteItem', { TableName: 'oc-read', Key: key, ConditionExpression: 'attribute_exists(pk)' }],
  [
    'Query',
    {
      TableName: 'oc-read',
      IndexName: 'gsi1pk-gsi1sk',
      KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
      ExpressionAttributeValues: { ':p': 'lobby', ':s': 'dice-kings#' },
      ScanIndexForward: false,
      Limit: 20,
      ExclusiveStartKey: { pk: 'g_2', sk: 'lobby', gsi1pk: 'lobby', gsi1sk: 'dice-kings#2' },
    },
  ],
  ['Scan', { TableName: 'oc-events', Limit: 100, ExclusiveStartKey: { gameId: 'g_1', version: 3 } }],
  [
    'BatchGetItem',
    {
      RequestItems: {
        'oc-read': {
          Keys: [key, { pk: 'p_1', sk: 'profile' }],
          ProjectionExpression: 'pk, #n',
          ExpressionAttributeNames: { '#n': 'name' },
        },
      },
    },
  ],
  ['BatchWriteItem', { RequestItems: { 'oc-read': [{ PutRequest: { Item: item } }, { DeleteRequest: { Key: key } }] } }],
  [
    'TransactGetItems',
    { TransactItems: [{ Get: { TableName: 'oc-read', Key: key } }, { Get: { TableName: 'oc-read', Key: { pk: 'p_1', sk: 'profile' } } }] },
  ],
  [
    'TransactWriteItems',
    {
      TransactItems: [
        { Put: { TableName: 'oc-events', Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Update: {
            TableName: 'oc-read',
            Key: key,
            UpdateExpression: 'SET #v = :v',
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': 8 },
          },
        },
        { ConditionCheck: { TableName: 'oc-read', Key: { pk: 'token', sk: 'h' }, ConditionExpression: 'attribute_exists(pk)' } },
        { Delete: { TableName: 'oc-read', Key: { pk: 'claim', sk: 'k' } } },
      ],
    },
  ],
];

/** The document client's command of an operation, by the name documents.ts gives it. */
const LIB: Record<string, new (input: any) => any> = {
  GetItem: Lib.GetCommand,
  PutItem: Lib.PutCommand,
  UpdateItem: Lib.UpdateCommand,
  DeleteItem: Lib.DeleteCommand,
  Query: Lib.QueryCommand,
  Scan: Lib.ScanCommand,
  BatchGetItem: Lib.BatchGetCommand,
  BatchWriteItem: Lib.BatchWriteCommand,
  TransactGetItems: Lib.TransactGetCommand,
  TransactWriteItems: Lib.TransactWriteCommand,
};

type AnyCommand = new (input: object) => Documents.DocumentCommand<object, unknown>;
/** Every command class documents.ts defines, by its operation. */
const documentCommands = new Map(
  (Object.values(Documents) as unknown[])
    .filter((value): value is AnyCommand => typeof value === 'function' && value.prototype instanceof Documents.DocumentCommand)
    .map((Command) => [new Command({}).operation, Command]),
);

/** A token each side makes itself (a UUID), compared by its shape. */
const tokenFree = (wire: Wire, field: string): Wire => {
  const body = { ...(wire.body as Record<string, unknown>) };
  expect(body[field], field).toMatch(/^[0-9a-f-]{36}$/);
  delete body[field];
  return { ...wire, body };
};

describe('the functions’ requests, built by the AWS SDK v3 as the oracle', () => {
  it('cover every DynamoDB operation documents.ts defines', () => {
    expect(DYNAMODB.map(([operation]) => operation).sort()).toEqual([...documentCommands.keys()].sort());
  });

  it.each(DYNAMODB)('DynamoDB %s: the same method, path, headers and body as the SDK’s document client', async (operation, input) => {
    const { captured, handler } = capturing();
    const sdk = Lib.DynamoDBDocumentClient.from(new DynamoDBClient(sdkConfig(endpoint.url, handler)), {
      marshallOptions: { removeUndefinedValues: true },
    });
    await sdk.send(new LIB[operation]!(structuredClone(input)));
    const Command = documentCommands.get(operation)!;
    await dynamo().send(new Command(structuredClone(input)));
    const [theirs, mine] = [captured[0]!, ours(endpoint.received[0]!)];
    if (operation === 'TransactWriteItems') expect(tokenFree(mine, 'ClientRequestToken')).toEqual(tokenFree(theirs, 'ClientRequestToken'));
    else expect(mine).toEqual(theirs);
  });

  it('SQS SendMessageBatch: the same request as the SDK’s SQS client', async () => {
    const queueUrl = `${endpoint.url}/123456789012/oc-test-webhooks`;
    const entries = [{ MessageBody: '{"deliveryId":"d_1"}', DelaySeconds: 5 }, { MessageBody: 'ü' }];
    const { captured, handler } = capturing();
    await new SQSClient(sdkConfig(endpoint.url, handler)).send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries.map((entry, n) => ({ Id: String(n), ...entry })) }),
    );
    await sendToQueue(queueUrl, entries, 'delivery');
    expect(ours(endpoint.received[0]!)).toEqual(captured[0]);
  });

  it('SQS ChangeMessageVisibilityBatch: the same request as the SDK’s SQS client', async () => {
    const queueUrl = `${endpoint.url}/123456789012/oc-test-live`;
    const entries = [
      { ReceiptHandle: 'AQEB+rh/1==', VisibilityTimeout: 1 },
      { ReceiptHandle: 'AQEB+rh/2==', VisibilityTimeout: 60 },
    ];
    const { captured, handler } = capturing();
    await new SQSClient(sdkConfig(endpoint.url, handler)).send(
      new ChangeMessageVisibilityBatchCommand({ QueueUrl: queueUrl, Entries: entries.map((entry, n) => ({ Id: String(n), ...entry })) }),
    );
    await changeVisibility(queueUrl, entries);
    expect(ours(endpoint.received[0]!)).toEqual(captured[0]);
  });
});

describe('the Scheduler and the Management API, built by the AWS SDK v3 as the oracle', () => {
  const timerSettings = {
    SCHEDULER_GROUP: 'oc-test-timers',
    TIMEOUT_FUNCTION_ARN: 'arn:aws:lambda:eu-west-1:123456789012:function:oc-test-timeout',
    SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/oc-test-scheduler',
    TIMER_DEAD_LETTER_ARN: 'arn:aws:sqs:eu-west-1:123456789012:oc-test-timer-dead-letters',
  };
  beforeEach(() => Object.assign(process.env, timerSettings, { SCHEDULER_ENDPOINT: endpoint.url }));

  it('Scheduler CreateSchedule: the same request as the SDK’s Scheduler client, a ClientToken of its own included', async () => {
    const at = Date.parse('2030-05-06T07:08:09.000Z');
    await eventBridgeScheduler().arm({ gameId: 'g_1', period: 3, at });
    const mine = ours(endpoint.received[0]!);
    const { captured, handler } = capturing();
    const sent = mine.body as Record<string, any>;
    await new SchedulerClient(sdkConfig(endpoint.url, handler)).send(
      new CreateScheduleCommand({
        Name: 'g_1-3',
        GroupName: timerSettings.SCHEDULER_GROUP,
        ScheduleExpression: 'at(2030-05-06T07:08:09)',
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: timerSettings.TIMEOUT_FUNCTION_ARN,
          RoleArn: timerSettings.SCHEDULER_ROLE_ARN,
          Input: sent.Target.Input,
          RetryPolicy: TIMER_RETRY_POLICY,
          DeadLetterConfig: { Arn: timerSettings.TIMER_DEAD_LETTER_ARN },
        },
      }),
    );
    expect(tokenFree(mine, 'ClientToken')).toEqual(tokenFree(captured[0]!, 'ClientToken'));
  });

  it('Scheduler DeleteSchedule: the same method, path and query as the SDK’s, a clientToken of its own included', async () => {
    await eventBridgeScheduler().cancel({ gameId: 'g_1', period: 3 });
    const { captured, handler } = capturing();
    await new SchedulerClient(sdkConfig(endpoint.url, handler)).send(
      new DeleteScheduleCommand({ Name: 'g_1-3', GroupName: timerSettings.SCHEDULER_GROUP }),
    );
    const withoutToken = (wire: Wire) => ({ ...wire, path: wire.path.replace(/&clientToken=[0-9a-f-]{36}$/, '') });
    expect(ours(endpoint.received[0]!).path).toMatch(/&clientToken=[0-9a-f-]{36}$/);
    expect(captured[0]!.path).toMatch(/&clientToken=[0-9a-f-]{36}$/);
    expect(withoutToken(ours(endpoint.received[0]!))).toEqual(withoutToken(captured[0]!));
  });

  it('ApiGatewayManagementApi PostToConnection: the same request as the SDK’s client', async () => {
    process.env.LIVE_CONNECTIONS_ENDPOINT = `${endpoint.url}/live`;
    installPoster(undefined);
    const message = JSON.stringify({ type: 'update', gameId: 'g_1', version: 4 });
    await (await connectionPoster()).post('L0SM9cOFvHcCIhw=', message);
    installPoster(undefined);
    const { captured, handler } = capturing();
    await new ApiGatewayManagementApiClient(sdkConfig(`${endpoint.url}/live`, handler)).send(
      new PostToConnectionCommand({ ConnectionId: 'L0SM9cOFvHcCIhw=', Data: message }),
    );
    expect(ours(endpoint.received[0]!)).toEqual(captured[0]);
  });

  it('ApiGatewayManagementApi DeleteConnection: the same request as the SDK’s client', async () => {
    process.env.LIVE_CONNECTIONS_ENDPOINT = `${endpoint.url}/live`;
    await deleteConnection('L0SM9cOFvHcCIhw=');
    const { captured, handler } = capturing();
    await new ApiGatewayManagementApiClient(sdkConfig(`${endpoint.url}/live`, handler)).send(
      new DeleteConnectionCommand({ ConnectionId: 'L0SM9cOFvHcCIhw=' }),
    );
    expect(ours(endpoint.received[0]!)).toEqual(captured[0]);
  });
});

describe('error answers, read by the SDK’s deserializers and by ours', () => {
  const answers: [string, Answer][] = [
    [
      'a throttle',
      {
        status: 400,
        headers: { 'x-amzn-RequestId': 'r-1' },
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
          message: 'Rate of requests exceeds the allowed throughput.',
        },
      },
    ],
    [
      'a failed condition with the item',
      {
        status: 400,
        headers: { 'x-amzn-RequestId': 'r-2' },
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
          Item: { pk: { S: 'g_1' }, version: { N: '7' } },
        },
      },
    ],
    [
      'a cancelled transaction with its reasons',
      {
        status: 400,
        headers: { 'x-amzn-RequestId': 'r-3' },
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          Message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]',
          CancellationReasons: [
            { Code: 'None' },
            { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', Item: { pk: { S: 'g_1' } } },
          ],
        },
      },
    ],
    [
      'a 500',
      {
        status: 500,
        headers: { 'x-amzn-RequestId': 'r-4' },
        body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'Internal server error' },
      },
    ],
    [
      'an expired token',
      {
        status: 400,
        headers: { 'x-amzn-RequestId': 'r-5' },
        body: {
          __type: 'com.amazon.coral.service#ExpiredTokenException',
          message: 'The security token included in the request is expired',
        },
      },
    ],
  ];

  const sdkError = async (recorded: Answer) => {
    const { handler } = capturing(recorded);
    const sdk = Lib.DynamoDBDocumentClient.from(new DynamoDBClient(sdkConfig(endpoint.url, handler)));
    return (await sdk.send(new Lib.GetCommand({ TableName: 't', Key: key })).catch((error: unknown) => error)) as any;
  };
  const ourError = async (recorded: Answer) => {
    answer = recorded;
    return (await dynamo()
      .send(new Documents.GetCommand({ TableName: 't', Key: key }))
      .catch((error: unknown) => error)) as any;
  };

  it.each(answers)('%s: the same name, message, status, request id, fault and fields', async (_, recorded) => {
    const [theirs, mine] = [await sdkError(recorded), await ourError(recorded)];
    expect(mine.name).toBe(theirs.name);
    expect(mine.message).toBe(theirs.message);
    expect(mine.$fault).toBe(theirs.$fault);
    expect(mine.$metadata).toMatchObject({ httpStatusCode: theirs.$metadata.httpStatusCode, requestId: theirs.$metadata.requestId });
    for (const field of ['Item', 'CancellationReasons']) expect(mine[field], field).toEqual(theirs[field]);
    expect(errorClass(mine)).toBe(errorClass(theirs));
  });

  it('an HTML 503 from a proxy: the same status, request id and class (transient: tried again); named by its status, where the SDK names its JSON parser’s failure', async () => {
    const page: Answer = {
      status: 503,
      headers: { 'content-type': 'text/html', 'x-amzn-RequestId': 'r-6' },
      text: '<html><body><h1>503 Service Unavailable</h1></body></html>',
    };
    const [theirs, mine] = [await sdkError(page), await ourError(page)];
    expect(theirs.name).toBe('SyntaxError');
    expect(mine.name).toBe('Http503');
    expect(mine.message).toBe(page.text);
    expect(mine.$metadata).toMatchObject({ httpStatusCode: 503, requestId: 'r-6' });
    expect(theirs.$metadata).toMatchObject({ httpStatusCode: 503, requestId: 'r-6' });
    expect([errorClass(mine), errorClass(theirs)]).toEqual(['TRANSIENT', 'TRANSIENT']);
  });
});
