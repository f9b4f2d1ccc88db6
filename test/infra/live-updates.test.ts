/** The stack's live updates: the WebSocket API, its routes, its queue and who may post to connections. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_JOB_RECEIVES, retryDelaySeconds } from '../../functions/live/retry-soon.ts';
import { liveFunctionSpecs } from '../../infra/constructs/live-updates.ts';
import { permissionsOf, synthesize, type Resource, type Synthesized } from './synth.ts';

const ROUTES = {
  $connect: 'connect',
  $disconnect: 'disconnect',
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  ping: 'ping',
  $default: 'default',
};

describe('live updates in the stack', () => {
  let s: Synthesized;
  let apiId: string;
  const ofLiveApi = (type: string) => s.ofType(type).filter(([, r]) => r.Properties.ApiId?.Ref === apiId);
  const idOf = (path: string) => s.ofType('AWS::SQS::Queue').find(([id]) => s.pathOf(id) === path)![0];
  beforeAll(() => {
    s = synthesize();
    apiId = s.ofType('AWS::ApiGatewayV2::Api').find(([, api]) => api.Properties.ProtocolType === 'WEBSOCKET')![0];
  });

  it("is a WebSocket API that routes on the message's `action`", () => {
    expect(s.resources[apiId]!.Properties).toMatchObject({
      Name: 'oc-test-live',
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    expect(s.pathOf(apiId)).toBe('LiveUpdates/Api');
  });

  it('has the routes $connect, $disconnect, subscribe, unsubscribe, ping and $default, all served by one function handing each to its own handler by route key', () => {
    const routes = ofLiveApi('AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(Object.keys(ROUTES).sort());
    const integrations = Object.fromEntries(ofLiveApi('AWS::ApiGatewayV2::Integration'));
    for (const [, route] of routes) {
      const key = route.Properties.RouteKey as keyof typeof ROUTES;
      const integration = integrations[(route.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref]!;
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      const functionArn = JSON.stringify(integration.Properties.IntegrationUri);
      expect(functionArn, key).toContain(s.functionId('live-routes'));
    }
    const served = liveFunctionSpecs().find((spec) => spec.name === 'live-routes')!.serves!;
    expect(Object.fromEntries(served.map(({ routeKey, entry }) => [routeKey, entry]))).toEqual(
      Object.fromEntries(Object.entries(ROUTES).map(([key, name]) => [key, `functions/live/handlers/${name}.ts`])),
    );
  });

  it("sends a message route's answer back on the connection (pong, unsubscribed, errors); $connect and $disconnect answer nothing", () => {
    const answering = ofLiveApi('AWS::ApiGatewayV2::Route')
      .filter(([, r]) => r.Properties.RouteResponseSelectionExpression === '$default')
      .map(([, r]) => r.Properties.RouteKey)
      .sort();
    expect(answering).toEqual(['$default', 'ping', 'subscribe', 'unsubscribe']);
    expect(ofLiveApi('AWS::ApiGatewayV2::RouteResponse').length).toBe(4);
  });

  it('deploys one throttled stage, whose URL is a stack output', () => {
    const stages = ofLiveApi('AWS::ApiGatewayV2::Stage');
    expect(stages.length).toBe(1);
    expect(stages[0]![1].Properties).toMatchObject({
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) },
    });
    expect(JSON.stringify(s.template.toJSON().Outputs.LiveUrl.Value)).toContain(apiId);
  });

  it("lets the fan-out post to connections, and the routes' function post to and close (DELETE) one over its rate: execute-api:ManageConnections on this API's live stage, nothing else", () => {
    const managing = [...s.stack.functions.keys()].filter((name) =>
      Object.values(permissionsOf(s, name))
        .flat()
        .some((a) => a.startsWith('execute-api:')),
    );
    expect(managing.sort()).toEqual(['live-fan-out', 'live-routes']);
    const statements = s
      .ofType('AWS::IAM::Policy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Record<string, any>[])
      .filter((st) => [st.Action].flat().some((a: string) => a.startsWith('execute-api:')));
    expect(statements.length).toBe(2);
    const methods = statements.map((statement) => {
      expect(statement.Action).toBe('execute-api:ManageConnections');
      return [statement.Resource].flat().map((resource: any) => {
        const [, parts] = resource['Fn::Join'] as [string, unknown[]];
        expect(parts).toContainEqual({ Ref: apiId });
        return parts.at(-1);
      });
    });
    expect(methods.map((m) => m.sort())).toContainEqual(['/live/POST/@connections/*']);
    expect(methods.map((m) => m.sort())).toContainEqual(['/live/DELETE/@connections/*', '/live/POST/@connections/*']);
    for (const name of managing)
      expect(
        s.resources[s.functionId(name)]!.Properties.Environment.Variables.LIVE_CONNECTIONS_ENDPOINT['Fn::Join'][1],
        name,
      ).toContainEqual({
        Ref: apiId,
      });
  });

  it("hands each WebSocket message to the live router, which holds it to its connection's rate before its route's handler", () => {
    const routes = liveFunctionSpecs().find((spec) => spec.name === 'live-routes')!;
    expect(routes.entry).toBe('functions/live/router.ts');
  });

  it("queues fan-out jobs from the stream reactions, the routes function (for subscribe), the players function (a token's rotation, POST /players/me/token) and the fan-out itself (a rotation's job per game) only, and drains them with the fan-out, with a dead-letter queue behind", () => {
    const jobs = idOf('LiveUpdates/Jobs');
    const senders = [...s.stack.functions.keys()].filter((name) => permissionsOf(s, name)['LiveUpdates/Jobs']?.includes('sqs:SendMessage'));
    expect(senders.sort()).toEqual(['http-players', 'live-fan-out', 'live-routes', 'stream-reactions']);
    for (const name of senders)
      expect(s.resources[s.functionId(name)]!.Properties.Environment.Variables.LIVE_QUEUE_URL).toEqual({ Ref: jobs });

    const mappings = s.ofType('AWS::Lambda::EventSourceMapping').map(([, m]) => m);
    const drain = mappings.find((m) => m.Properties.EventSourceArn['Fn::GetAtt']?.[0] === jobs) as Resource;
    expect(drain.Properties).toMatchObject({
      FunctionName: { Ref: s.functionId('live-fan-out') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const queue = s.resources[jobs]!;
    const timeout = s.resources[s.functionId('live-fan-out')]!.Properties.Timeout as number;
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(timeout * 6);
    expect(queue.Properties.RedrivePolicy.deadLetterTargetArn).toEqual({ 'Fn::GetAtt': [idOf('LiveUpdates/DeadLetters'), 'Arn'] });
  });

  it('tries a failed fan-out job again within seconds, not after the queue’s visibility timeout, and for minutes before it is dead-lettered', () => {
    const jobs = idOf('LiveUpdates/Jobs');
    const queue = s.resources[jobs]!;
    const fanOut = s.resources[s.functionId('live-fan-out')]!;
    // The fan-out shows a failed job again itself (ChangeMessageVisibility on its own queue, which draining grants).
    expect(fanOut.Properties.Environment.Variables.LIVE_QUEUE_URL).toEqual({ Ref: jobs });
    expect(permissionsOf(s, 'live-fan-out')['LiveUpdates/Jobs']).toContain('sqs:ChangeMessageVisibility');
    const receives = queue.Properties.RedrivePolicy.maxReceiveCount as number;
    expect(receives).toBe(LIVE_JOB_RECEIVES);
    const waits = Array.from({ length: receives - 1 }, (_, i) => retryDelaySeconds(i + 1));
    expect(waits[0]).toBeLessThanOrEqual(2);
    expect(Math.max(...waits)).toBeLessThan(queue.Properties.VisibilityTimeout);
    // A stall of a few minutes is outlasted, as the queue's own five tries of 180 s outlasted it before.
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(180);
  });

  it("keeps the stage's access logs 30 days, one JSON line per connect, message and disconnect, once the account lets API Gateway write logs", () => {
    const [stageId, stage] = ofLiveApi('AWS::ApiGatewayV2::Stage')[0]!;
    const logs = s.ofType('AWS::Logs::LogGroup').find(([id]) => s.pathOf(id) === 'LiveUpdates/AccessLogs')!;
    expect(logs[1].Properties.RetentionInDays).toBe(30);
    expect(stage.Properties.AccessLogSettings.DestinationArn).toEqual({ 'Fn::GetAtt': [logs[0], 'Arn'] });
    const format = stage.Properties.AccessLogSettings.Format as string;
    const line = JSON.parse(format.replace('$context.status', '200').replace('$context.error.messageString', '"-"'));
    expect(line).toMatchObject({
      requestId: '$context.requestId',
      eventType: '$context.eventType',
      routeKey: '$context.routeKey',
      connectionId: '$context.connectionId',
      status: 200,
    });
    for (const variable of format.match(/\$context\.[\w.]+/g)!) expect(variable).not.toMatch(/http|path|responseLatency/);

    // WebSocket stages refuse access logs until the account names API Gateway's CloudWatch role.
    const [[accountId, account]] = s.ofType('AWS::ApiGateway::Account') as [[string, Resource]];
    const roleId = account.Properties.CloudWatchRoleArn['Fn::GetAtt'][0] as string;
    expect(s.resources[roleId]!.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'apigateway.amazonaws.com' } },
    ]);
    expect((s.resources[roleId] as unknown as { DeletionPolicy: string }).DeletionPolicy).toBe('Retain');
    expect((s.resources[stageId] as unknown as { DependsOn: string[] }).DependsOn).toContain(accountId);
  });

  it('alarms when a route answers a failure of ours: any integration error on the stage in five minutes', () => {
    const alarm = s.ofType('AWS::CloudWatch::Alarm').find(([, a]) => a.Properties.AlarmName === 'oc-test-live-failures')![1];
    expect(alarm.Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'IntegrationError',
      Dimensions: [
        { Name: 'ApiId', Value: { Ref: apiId } },
        { Name: 'Stage', Value: 'live' },
      ],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: expect.stringMatching(/^Alarms/) }],
    });
  });

  it("runs a game's jobs one at a time, in order: a FIFO queue (high throughput: limits per group), its dead letters FIFO too, a message hidden well past the fan-out's time-out", () => {
    const queue = s.resources[idOf('LiveUpdates/Jobs')]!;
    expect(queue.Properties).toMatchObject({
      FifoQueue: true,
      ContentBasedDeduplication: false,
      DeduplicationScope: 'messageGroup',
      FifoThroughputLimit: 'perMessageGroupId',
    });
    expect(s.resources[idOf('LiveUpdates/DeadLetters')]!.Properties.FifoQueue).toBe(true);
    // A try of a job that is still running is never handed out again beside it.
    const timeout = s.resources[s.functionId('live-fan-out')]!.Properties.Timeout as number;
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThan(timeout);
    // No other queue is FIFO: their jobs need no order.
    const fifo = s.ofType('AWS::SQS::Queue').filter(([, q]) => q.Properties.FifoQueue);
    expect(fifo.map(([id]) => s.pathOf(id)).sort()).toEqual(['LiveUpdates/DeadLetters', 'LiveUpdates/Jobs']);
  });

  it('keeps the connections and subscriptions in the read table, which expires them (TTL)', () => {
    const read = s.ofType('AWS::DynamoDB::Table').find(([id]) => s.pathOf(id) === 'Tables/Read')![1];
    expect(read.Properties.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    // No table of its own: live updates add none.
    expect(s.ofType('AWS::DynamoDB::Table').length).toBe(2);
  });
});
