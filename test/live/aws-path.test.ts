/**
 * Live updates on the AWS path, offline: the functions' own handlers as Lambda invokes them
 * (the WebSocket routes through their router, the fan-out with SQS events, POST
 * /players/me/token with an HTTP API event) against DynamoDB Local, with SQS and the Management
 * API stood for by a recording endpoint (test/support/aws-endpoint.ts). The local server and
 * its in-process queue are not involved: nothing is installed in place of AWS's.
 */
import type { APIGatewayProxyWebsocketEventV2, Context, SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../domain/platform/index.ts';
import { runCommand } from '../../functions/games/command-service.ts';
import { createGame } from '../../functions/games/commands.ts';
import { handler as rotateToken } from '../../functions/http/handlers/players-token.ts';
import { handler as fanOut } from '../../functions/live/fan-out.ts';
import { byRouteKey } from '../../functions/live/router.ts';
import { liveRoutes } from '../../functions/live/routes.ts';
import { liveOrder, type LiveJob } from '../../functions/live/queue.ts';
import { createPlayer } from '../../functions/players/players.ts';
import { fakeAwsEndpoint, type Answer, type Received } from '../support/aws-endpoint.ts';
import { gatewayEvent } from '../support/gateway-event.ts';
import { move, soloGame, subscribed } from './support.ts';
import { useTables } from '../support/tables.ts';

useTables();

/** Connections whose posts the Management API refuses (403), as a failing delivery. */
const refusing = new Set<string>();
const answer = (request: Received): Answer =>
  [...refusing].some((id) => request.path.endsWith(`/@connections/${encodeURIComponent(id)}`))
    ? { status: 403, headers: { 'x-amzn-ErrorType': 'ForbiddenException' }, body: { message: 'Forbidden' } }
    : { status: 200, body: {} };

let endpoint: Awaited<ReturnType<typeof fakeAwsEndpoint>>;
beforeAll(async () => {
  endpoint = await fakeAwsEndpoint(answer);
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    LIVE_QUEUE_URL: `${endpoint.url}/123456789012/oc-test-live`,
    LIVE_CONNECTIONS_ENDPOINT: `${endpoint.url}/live`,
  });
});
afterAll(() => endpoint.close());
beforeEach(() => {
  endpoint.received.length = 0;
});

const context = { functionName: 'test', awsRequestId: 'lambda-request-1', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
const routes = byRouteKey(Object.fromEntries(liveRoutes.map(({ route, handler }) => [route.routeKey, handler])));

/** A message on a connection, as API Gateway hands it to the routes' function. */
const message = (connectionId: string, body: Record<string, unknown>): APIGatewayProxyWebsocketEventV2 =>
  ({
    requestContext: {
      routeKey: body.action as string,
      eventType: 'MESSAGE',
      connectionId,
      connectedAt: Date.now(),
      requestId: randomUUID(),
      messageId: randomUUID(),
      stage: 'live',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
      extendedRequestId: randomUUID(),
      requestTime: new Date().toUTCString(),
      messageDirection: 'IN',
      requestTimeEpoch: Date.now(),
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  }) as APIGatewayProxyWebsocketEventV2;

/** SQS FIFO records as Lambda's event source hands them over: the body, a receipt handle, the times received, the group. */
const sqsEvent = (...records: { id: string; job: unknown; received?: number }[]): SQSEvent => ({
  Records: records.map(({ id, job, received = 1 }) => ({
    messageId: id,
    receiptHandle: `rh-${id}`,
    body: typeof job === 'string' ? job : JSON.stringify(job),
    attributes: {
      MessageGroupId: liveOrder((typeof job === 'string' ? JSON.parse(job) : job) as LiveJob).group,
      ApproximateReceiveCount: String(received),
      SentTimestamp: String(Date.now()),
      SenderId: 'AIDA',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-1:123456789012:oc-test-live',
    awsRegion: 'eu-west-1',
  })),
});

const sqsRequests = (operation: string) =>
  endpoint.received
    .filter((r) => r.headers['x-amz-target'] === `AmazonSQS.${operation}`)
    .map((r) => JSON.parse(r.body) as Record<string, any>);
const entries = () =>
  sqsRequests('SendMessageBatch').flatMap(
    (b) => b.Entries as { MessageBody: string; MessageGroupId?: string; MessageDeduplicationId?: string }[],
  );
const queued = () => entries().map((e) => e.MessageBody);
const toConnection = (connectionId: string, method = 'POST') =>
  endpoint.received.filter((r) => r.method === method && r.path === `/live/@connections/${encodeURIComponent(connectionId)}`);
const postsTo = (connectionId: string) => toConnection(connectionId).map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('live updates on the AWS path', () => {
  it('a failed fan-out job is shown again within seconds (ChangeMessageVisibility by the times it was received), the others of its batch not', async () => {
    const failing = await soloGame();
    const fine = await soloGame();
    const stuck = await subscribed(failing.gameId, { after: 0, since: 2 });
    await subscribed(fine.gameId, { after: 0, since: 2 });
    refusing.add(stuck.connectionId);
    const result = await fanOut(
      sqsEvent({ id: 'm-fine', job: { gameId: fine.gameId } }, { id: 'm-fail', job: { gameId: failing.gameId }, received: 3 }),
      context,
    );
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-fail' }]);
    expect(sqsRequests('ChangeMessageVisibilityBatch')).toEqual([
      { QueueUrl: process.env.LIVE_QUEUE_URL, Entries: [{ Id: '0', ReceiptHandle: 'rh-m-fail', VisibilityTimeout: 4 }] },
    ]);
    refusing.delete(stuck.connectionId);
  });

  it('a failed job holds back the later jobs of its game in the batch (failed with it, untried, and shown again soon with it); another game’s go on', async () => {
    const failing = await soloGame();
    const fine = await soloGame();
    const stuck = await subscribed(failing.gameId, { after: 0, since: 2 });
    const watching = await subscribed(fine.gameId, { after: 0, since: 2 });
    refusing.add(stuck.connectionId);
    const later = await move(failing.gameId, failing.playerId);
    const result = await fanOut(
      sqsEvent(
        { id: 'm-fail', job: { gameId: failing.gameId } },
        { id: 'm-fine', job: { gameId: fine.gameId } },
        { id: 'm-later', job: { gameId: failing.gameId, version: later } },
      ),
      context,
    );
    refusing.delete(stuck.connectionId);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-fail' }, { itemIdentifier: 'm-later' }]);
    expect(sqsRequests('ChangeMessageVisibilityBatch')[0]!.Entries).toEqual([
      { Id: '0', ReceiptHandle: 'rh-m-fail', VisibilityTimeout: 1 },
      { Id: '1', ReceiptHandle: 'rh-m-later', VisibilityTimeout: 1 },
    ]);
    expect(postsTo(watching.connectionId).map((m) => m.type)).toEqual(['subscribed', 'update', 'update']);
    // Its retry, in order: everything, once.
    endpoint.received.length = 0;
    expect((await fanOut(sqsEvent({ id: 'm-fail', job: { gameId: failing.gameId }, received: 2 }), context)).batchItemFailures).toEqual([]);
    expect(postsTo(stuck.connectionId).map((m) => (m.type === 'update' ? m.version : m.type))).toEqual(['subscribed', 1, 2, later]);
  });

  it('a connection that sends a 21st message within a second is told why and closed (DeleteConnection); its first 20 are answered', async () => {
    const connectionId = `c-${randomUUID()}`;
    const now = Date.now();
    // One instant, so the machine's speed does not decide whether 21 messages fit in a second.
    vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const answers = [];
      for (let i = 0; i < 21; i++) answers.push(await routes(message(connectionId, { action: 'ping' }), context));
      expect(answers.slice(0, 20).map((a) => JSON.parse(a.body!))).toEqual(Array(20).fill({ type: 'pong' }));
      expect(answers[20]).toEqual({ statusCode: 200 });
    } finally {
      vi.restoreAllMocks();
    }
    expect(postsTo(connectionId)).toEqual([
      { type: 'error', code: 'invalid-request', detail: expect.stringContaining('more than 20 messages a second') },
    ]);
    expect(toConnection(connectionId, 'DELETE')).toHaveLength(1);
    const post = endpoint.received.findIndex((r) => r.method === 'POST' && r.path.includes(encodeURIComponent(connectionId)));
    const close = endpoint.received.findIndex((r) => r.method === 'DELETE');
    expect(post).toBeLessThan(close);
  });

  it('a subscription dies with its token: the rotation queues a job, the fan-out sends `unauthenticated` for the game and nothing more of it', async () => {
    const ann = await createPlayer('Ann');
    const created = await createGame('dice-kings', {}, { playerId: ann.playerId, name: 'Ann' });
    if (!('state' in created)) throw new Error('not created');
    const { gameId } = created.state;
    await runCommand(gameId, { actor: ann.playerId, decide: (s, now, draws) => start(s, ann.playerId, now, draws) });

    const connectionId = `c-${randomUUID()}`;
    expect(await routes(message(connectionId, { action: 'subscribe', gameId, token: ann.token }), context)).toEqual({ statusCode: 200 });
    const [subscribeJob] = queued();
    expect(JSON.parse(subscribeJob!)).toEqual({ gameId, connectionId });
    expect(entries()[0]).toMatchObject({ MessageGroupId: gameId, MessageDeduplicationId: expect.any(String) });
    expect((await fanOut(sqsEvent({ id: 'm-sub', job: subscribeJob }), context)).batchItemFailures).toEqual([]);
    expect(postsTo(connectionId).map((m) => m.type)).toEqual(['subscribed']);

    endpoint.received.length = 0;
    const rotated = await rotateToken(
      gatewayEvent({
        method: 'POST',
        path: '/players/me/token',
        headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
        body: '{}',
        requestId: 'r-rotate',
      }),
      context,
    );
    expect((rotated as { statusCode: number }).statusCode).toBe(200);
    const [rotationJob] = queued();
    expect(JSON.parse(rotationJob!)).toEqual({ tokenRotated: ann.playerId });
    // The rotation's job queues one in each game the player follows, in the game's group: after the game's jobs queued before it.
    endpoint.received.length = 0;
    expect((await fanOut(sqsEvent({ id: 'm-rot', job: rotationJob }), context)).batchItemFailures).toEqual([]);
    expect(postsTo(connectionId)).toEqual([]);
    const [checkJob] = entries();
    expect(checkJob).toMatchObject({ MessageGroupId: gameId });
    expect(JSON.parse(checkJob!.MessageBody)).toEqual({ gameId, checkTokens: true });
    expect((await fanOut(sqsEvent({ id: 'm-check', job: checkJob!.MessageBody }), context)).batchItemFailures).toEqual([]);
    expect(postsTo(connectionId)).toEqual([{ type: 'error', code: 'unauthenticated', gameId, detail: expect.any(String) }]);

    // The game moves on: the subscriber that ended is sent nothing more.
    endpoint.received.length = 0;
    const version = await move(gameId, ann.playerId);
    expect((await fanOut(sqsEvent({ id: 'm-next', job: { gameId, version } }), context)).batchItemFailures).toEqual([]);
    expect(postsTo(connectionId)).toEqual([]);
  });
});
