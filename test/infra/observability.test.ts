import { beforeAll, describe, expect, it } from 'vitest';
import { accessLogFields } from '../../infra/constructs/platform-api.ts';
import { METRICS_NAMESPACE, platformMetrics } from '../../functions/observability/names.ts';
import { permissionsOf, synthesize, type Resource, type Synthesized } from './synth.ts';

type Widget = { type: string; properties: Record<string, any> };

/** The dashboard's body as JSON, each reference to a resource written `<LogicalId>` (or `<LogicalId.Attribute>`). */
function dashboardBody(s: Synthesized): { widgets: Widget[] } {
  const [[, dashboard]] = s.ofType('AWS::CloudWatch::Dashboard') as [[string, Resource]];
  const parts = dashboard.Properties.DashboardBody['Fn::Join'][1] as unknown[];
  const text = parts.map((part) => (typeof part === 'string' ? part : `<${[Object.values(part as object)[0]].flat().join('.')}>`)).join('');
  return JSON.parse(text);
}

describe('observability', () => {
  let s: Synthesized;
  let widgets: Widget[];
  const titled = (title: string) => widgets.find((w) => w.properties.title === title)!.properties;
  beforeAll(() => {
    s = synthesize();
    widgets = dashboardBody(s).widgets;
  });

  it('has one dashboard for the stage with traffic, errors, latency, lag, queues, webhooks, timers, bot jobs and live updates', () => {
    const [[, dashboard]] = s.ofType('AWS::CloudWatch::Dashboard') as [[string, Resource]];
    expect(dashboard.Properties.DashboardName).toBe('oc-test-operations');
    expect(widgets.map((w) => w.properties.title)).toEqual([
      'API requests and errors',
      'API 5xx rate (%)',
      'API p99 latency (ms)',
      'Requests per route and status class',
      'Latency per route (ms)',
      'Requests per route',
      '5xx answers per route',
      'Command latency (ms)',
      'p99 latency per route (ms)',
      'HTTP functions: invocations',
      'HTTP functions: errors and throttles',
      'Commands by outcome',
      'Games created, started, ended',
      'Bot move time (ms) and live-update pushes',
      'Stream iterator age (ms)',
      'Queue depths (messages visible)',
      'Webhook attempts by outcome',
      'Turn timer delay (ms after the deadline)',
      'Bot jobs: oldest waiting (s)',
      'Live updates: connections and messages',
      'Live updates: errors',
      'Live-update jobs: oldest waiting (s)',
    ]);
  });

  it("shows traffic, 5xx and latency per route as the API's Route dimension (the stage's detailed metrics), every HTTP function's invocations, errors and throttles, and the access logs by route and status", () => {
    const httpApiId = s.stack.getLogicalId(s.stack.api.node.defaultChild as never);
    const [[, httpStage]] = s.ofType('AWS::ApiGatewayV2::Stage').filter(([, stage]) => stage.Properties.ApiId.Ref === httpApiId) as [
      [string, Resource],
    ];
    expect(httpStage.Properties.DefaultRouteSettings.DetailedMetricsEnabled).toBe(true);
    for (const [title, metric, stat] of [
      ['Requests per route', 'Count', 'Sum'],
      ['5xx answers per route', '5xx', 'Sum'],
      ['p99 latency per route (ms)', 'Latency', 'p99'],
    ]) {
      const [[search]] = titled(title!).metrics as [[{ expression: string }]];
      expect(search.expression, title).toBe(
        `SEARCH('{AWS/ApiGateway,ApiId,Route,Stage} MetricName="${metric}" ApiId="<${httpApiId}>"', '${stat}', 300)`,
      );
    }
    const http = [...s.stack.functions.keys()].filter((name) => name.startsWith('http-'));
    expect((titled('HTTP functions: invocations').metrics as unknown[][]).map((m) => [m[1], m[3]])).toEqual(
      http.map((name) => ['Invocations', `<${s.functionId(name)}>`]),
    );
    expect((titled('HTTP functions: errors and throttles').metrics as unknown[][]).map((m) => [m[1], m[3]])).toEqual(
      http.flatMap((name) => [
        ['Errors', `<${s.functionId(name)}>`],
        ['Throttles', `<${s.functionId(name)}>`],
      ]),
    );
    const accessLogs = s.ofType('AWS::Logs::LogGroup').find(([id]) => s.pathOf(id) === 'ApiAccessLogs')![0];
    for (const title of ['Requests per route and status class', 'Latency per route (ms)']) {
      const { query } = titled(title);
      expect(query.startsWith(`SOURCE '<${accessLogs}>' |`), title).toBe(true);
      // The queries read only fields the access log format writes.
      for (const field of ['routeKey', 'status', 'latencyMs']) expect(accessLogFields).toHaveProperty(field);
    }
    // Each access log line is JSON once API Gateway writes its numbers in place of the unquoted variables.
    const format = s.ofType('AWS::ApiGatewayV2::Stage').find(([, stage]) => stage.Properties.ApiId.Ref === httpApiId)![1].Properties
      .AccessLogSettings.Format as string;
    expect(JSON.parse(format.replace(/(?<=:)\$context\.\w+/g, '200'))).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: 200,
      latencyMs: 200,
    });
  });

  it("shows command latency p50 and p99, as API Gateway measures the commands' route", () => {
    const httpApiId = s.stack.getLogicalId(s.stack.api.node.defaultChild as never);
    const metrics = titled('Command latency (ms)').metrics as unknown[][];
    expect(metrics.map((m) => [...m.slice(0, 8), (m[8] as { stat: string }).stat])).toEqual(
      ['p50', 'p99'].map((stat) => [
        'AWS/ApiGateway',
        'Latency',
        'ApiId',
        `<${httpApiId}>`,
        'Route',
        'POST /games/{gameId}/commands',
        'Stage',
        '$default',
        stat,
      ]),
    );
  });

  it('shows the iterator age of every stream consumer and the depth of every queue', () => {
    const ages = titled('Stream iterator age (ms)').metrics as unknown[][];
    expect(ages.map((m) => [m[1], m[3]])).toEqual(
      ['stream-projections', 'stream-reactions'].map((name) => ['IteratorAge', `<${s.functionId(name)}>`]),
    );
    const depths = titled('Queue depths (messages visible)').metrics as unknown[][];
    expect(depths.length).toBe(s.ofType('AWS::SQS::Queue').length);
  });

  it("shows live updates: the WebSocket stage's connections, messages and errors, every live function's errors, and how long fan-out jobs wait", () => {
    const apiId = s.ofType('AWS::ApiGatewayV2::Api').find(([, api]) => api.Properties.ProtocolType === 'WEBSOCKET')![0];
    const ofStage = (title: string) =>
      (titled(title).metrics as unknown[][])
        .filter((m) => m[0] === 'AWS/ApiGateway')
        .map((m) => {
          expect(m.slice(2, 6), title).toEqual(['ApiId', `<${apiId}>`, 'Stage', 'live']);
          return [m[1], (m[6] as { stat: string }).stat];
        });
    expect(ofStage('Live updates: connections and messages')).toEqual([
      ['ConnectCount', 'Sum'],
      ['MessageCount', 'Sum'],
    ]);
    expect(ofStage('Live updates: errors')).toEqual(['ClientError', 'IntegrationError', 'ExecutionError'].map((name) => [name, 'Sum']));
    const functionErrors = (titled('Live updates: errors').metrics as unknown[][]).filter((m) => m[0] === 'AWS/Lambda');
    const live = [...s.stack.functions.keys()].filter((name) => name.startsWith('live-'));
    expect(functionErrors.map((m) => [m[1], m[3]])).toEqual(live.map((name) => ['Errors', `<${s.functionId(name)}>`]));
    expect(functionErrors.map((m) => (m[4] as { label: string }).label)).toEqual(['routes function errors', 'fan-out function errors']);
    const jobs = s.ofType('AWS::SQS::Queue').find(([id]) => s.pathOf(id) === 'LiveUpdates/Jobs')![0];
    expect((titled('Live-update jobs: oldest waiting (s)').metrics as unknown[][]).map((m) => m.slice(0, 4))).toEqual([
      ['AWS/SQS', 'ApproximateAgeOfOldestMessage', 'QueueName', `<${jobs}.QueueName>`],
    ]);
  });

  it("reads the platform's own metrics in the namespace the functions write: every one of them", () => {
    const text = JSON.stringify(widgets);
    for (const metric of Object.values(platformMetrics)) {
      if (metric.dimensions.length) {
        const search = `SEARCH('{${METRICS_NAMESPACE},service,${metric.dimensions.join(',')}} MetricName=\\"${metric.name}\\"'`;
        expect(text, metric.name).toContain(search);
      } else
        expect(text, metric.name).toContain(JSON.stringify([METRICS_NAMESPACE, metric.name, 'service', 'organized-chaos']).slice(1, -1));
    }
    expect(titled('Turn timer delay (ms after the deadline)').metrics.map((m: unknown[]) => (m.at(-1) as { stat: string }).stat)).toEqual([
      'p50',
      'p99',
      'Maximum',
    ]);
  });

  it('alarms on the API as a whole: over 1 % 5xx answers (of at least 20 requests), and p99 latency over 2 s for 15 minutes', () => {
    const alarms = Object.fromEntries(s.ofType('AWS::CloudWatch::Alarm').map(([, a]) => [a.Properties.AlarmName, a.Properties]));
    expect(alarms['oc-test-api-5xx-rate']).toMatchObject({
      Threshold: 1,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: expect.stringMatching(/^Alarms/) }],
      Metrics: [
        { Expression: 'IF(requests >= 20, 100 * errors / requests, 0)', ReturnData: true },
        { Id: 'requests', MetricStat: { Metric: { MetricName: 'Count', Namespace: 'AWS/ApiGateway' }, Stat: 'Sum', Period: 300 } },
        { Id: 'errors', MetricStat: { Metric: { MetricName: '5xx', Namespace: 'AWS/ApiGateway' }, Stat: 'Sum', Period: 300 } },
      ],
    });
    expect(alarms['oc-test-api-p99-latency']).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: 2000,
      EvaluationPeriods: 3,
      Period: 300,
      AlarmActions: [{ Ref: expect.stringMatching(/^Alarms/) }],
    });
    for (const name of ['oc-test-api-5xx-rate', 'oc-test-api-p99-latency'])
      expect(alarms[name]!.Metrics?.[1]?.MetricStat.Metric.Dimensions ?? alarms[name]!.Dimensions).toEqual([
        { Name: 'ApiId', Value: { Ref: s.stack.getLogicalId(s.stack.api.node.defaultChild as never) } },
      ]);
  });

  it("alarms when the stage's throttle answers 429 (access log lines no function answered: not the budgets' nor the sign-up limit's), and when the WebSocket stage refuses messages before a route runs", () => {
    const alarms = Object.fromEntries(s.ofType('AWS::CloudWatch::Alarm').map(([, a]) => [a.Properties.AlarmName, a.Properties]));
    const accessLogs = s.ofType('AWS::Logs::LogGroup').find(([id]) => s.pathOf(id) === 'ApiAccessLogs')![0];
    const filters = s.ofType('AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    expect(filters).toEqual([
      {
        LogGroupName: { Ref: accessLogs },
        // The access log's fields (platform-api.ts): a 429 no function answered (the budgets' and the sign-up limit's are the handlers').
        FilterPattern: '{ ($.status = 429) && ($.integrationStatus = "-") }',
        MetricTransformations: [{ MetricNamespace: 'OrganizedChaos', MetricName: 'oc-test-api-throttled', MetricValue: '1' }],
      },
    ]);
    for (const field of ['status', 'integrationStatus']) expect(accessLogFields).toHaveProperty(field);
    expect(alarms['oc-test-api-throttled']).toMatchObject({
      Namespace: 'OrganizedChaos',
      MetricName: 'oc-test-api-throttled',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: expect.stringMatching(/^Alarms/) }],
    });
    const liveApi = s.ofType('AWS::ApiGatewayV2::Api').find(([, api]) => api.Properties.ProtocolType === 'WEBSOCKET')![0];
    expect(alarms['oc-test-live-client-errors']).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'ClientError',
      Dimensions: [
        { Name: 'ApiId', Value: { Ref: liveApi } },
        { Name: 'Stage', Value: 'live' },
      ],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: expect.stringMatching(/^Alarms/) }],
    });
  });

  it('traces nothing by default: no active tracing, and the Tracer told so', () => {
    for (const [id, fn] of s.ofType('AWS::Lambda::Function')) {
      expect(fn.Properties.TracingConfig, id).toBeUndefined();
      expect(fn.Properties.Environment.Variables.POWERTOOLS_TRACE_ENABLED, id).toBe('false');
    }
  });

  it('traces every function with -c tracing=true: active tracing, the Tracer on, and X-Ray rights that AWS grants only on `*`', () => {
    const traced = synthesize({ tracing: true });
    for (const [id, fn] of traced.ofType('AWS::Lambda::Function')) {
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables.POWERTOOLS_TRACE_ENABLED, id).toBe('true');
    }
    for (const name of traced.stack.functions.keys()) {
      const withTracing = permissionsOf(traced, name);
      const without = permissionsOf(s, name);
      expect(withTracing['*'], name).toEqual([...(without['*'] ?? []), 'xray:PutTelemetryRecords', 'xray:PutTraceSegments'].sort());
      expect({ ...withTracing, '*': undefined }, name).toEqual({ ...without, '*': undefined });
    }
  });
});
