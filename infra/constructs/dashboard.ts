import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmWidget,
  Dashboard,
  GraphWidget,
  LogQueryWidget,
  MathExpression,
  Metric,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, platformMetrics, SERVICE_NAME, type PlatformMetric } from '../../functions/observability/names.ts';
import type { ApiAlarms } from './api-alarms.ts';
import type { LiveUpdates } from './live-updates.ts';
import type { StreamConsumer } from './stream-consumer.ts';

const PERIOD = Duration.minutes(5);
const WIDTH = 8; // three widgets a row (a row is 24 units wide)

export interface OperationsDashboardProps {
  prefix: string;
  api: HttpApi;
  apiAlarms: ApiAlarms;
  accessLogs: ILogGroup;
  /** Each HTTP function (one per feature of the route table), by its name. */
  httpFunctions: { name: string; fn: IFunction }[];
  /** The route whose latency is the game's own (`POST /games/{gameId}/commands`). */
  commandsRoute: string;
  consumers: StreamConsumer[];
  live: LiveUpdates;
  /** The bot jobs' queue: how long a job waits is how long a game waits for its bots. */
  bots: IQueue;
  /** The queues whose depth matters: the webhook, live-update and bot queues and every dead-letter queue. */
  queues: { label: string; queue: IQueue }[];
}

/**
 * One page for the operator (docs/operations.md walks through it): the API's traffic, errors
 * and latency (in all and per route: API Gateway's Route dimension, since a function serves
 * many routes), the HTTP functions' invocations and errors, command latency, what players do (the platform's own
 * metrics, functions/observability/names.ts), the stream consumers' lag, queue depths, webhook
 * failures, turn-timer delay, how long bot jobs wait, and live updates: the WebSocket API's traffic and errors, and how
 * long fan-out jobs wait.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { api, apiAlarms, accessLogs, httpFunctions, commandsRoute, consumers, live, bots, queues } = props;
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width: WIDTH, period: PERIOD });
    // One line per route the API has seen (the stage's detailed metrics, platform-api.ts).
    const perRoute = (metricName: string, statistic: string) =>
      new MathExpression({
        expression: `SEARCH('{AWS/ApiGateway,ApiId,Route,Stage} MetricName="${metricName}" ApiId="${api.apiId}"', '${statistic}', ${PERIOD.toSeconds()})`,
        usingMetrics: {},
        period: PERIOD,
        label: metricName,
      });
    const ofRoute = (metricName: string, route: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: api.apiId, Stage: '$default', Route: route },
        statistic,
        period: PERIOD,
        label: statistic,
      });
    const liveStage = (metricName: string) => live.stage.metric(metricName, { statistic: 'Sum', label: metricName });
    const accessLogQuery = (title: string, query: string) =>
      new LogQueryWidget({ title, logGroupNames: [accessLogs.logGroupName], queryString: query, width: 12, height: 8 });
    const rows: IWidget[][] = [
      [
        graph('API requests and errors', [
          api.metricCount({ statistic: 'Sum' }),
          api.metricClientError({ statistic: 'Sum' }),
          api.metricServerError({ statistic: 'Sum' }),
        ]),
        new AlarmWidget({ title: 'API 5xx rate (%)', alarm: apiAlarms.serverErrors, width: WIDTH }),
        new AlarmWidget({ title: 'API p99 latency (ms)', alarm: apiAlarms.latency, width: WIDTH }),
      ],
      [
        accessLogQuery(
          'Requests per route and status class',
          'fields floor(status / 100) as statusClass | stats count(*) as requests by routeKey, statusClass | sort requests desc',
        ),
        accessLogQuery(
          'Latency per route (ms)',
          'stats count(*) as requests, pct(latencyMs, 50) as p50, pct(latencyMs, 99) as p99 by routeKey | sort requests desc',
        ),
      ],
      [
        graph('Requests per route', [perRoute('Count', 'Sum')]),
        graph('5xx answers per route', [perRoute('5xx', 'Sum')]),
        graph('Command latency (ms)', [ofRoute('Latency', commandsRoute, 'p50'), ofRoute('Latency', commandsRoute, 'p99')]),
      ],
      [
        graph('p99 latency per route (ms)', [perRoute('Latency', 'p99')]),
        graph(
          'HTTP functions: invocations',
          httpFunctions.map(({ name, fn }) => fn.metricInvocations({ statistic: 'Sum', label: name, period: PERIOD })),
        ),
        graph(
          'HTTP functions: errors and throttles',
          httpFunctions.flatMap(({ name, fn }) => [
            fn.metricErrors({ statistic: 'Sum', label: `${name} errors`, period: PERIOD }),
            fn.metricThrottles({ statistic: 'Sum', label: `${name} throttles`, period: PERIOD }),
          ]),
        ),
      ],
      [
        graph('Commands by outcome', [custom(platformMetrics.commands, 'Sum')]),
        graph('Games created, started, ended', [
          custom(platformMetrics.gamesCreated, 'Sum'),
          custom(platformMetrics.gamesStarted, 'Sum'),
          custom(platformMetrics.gamesEnded, 'Sum'),
        ]),
        graph(
          'Bot move time (ms) and live-update pushes',
          [custom(platformMetrics.botMoveTime, 'p99', 'bot move p99')],
          [custom(platformMetrics.liveUpdatePushes, 'Sum', 'pushes')],
        ),
      ],
      [
        graph(
          'Stream iterator age (ms)',
          consumers.map((c) => c.iteratorAge(PERIOD).with({ label: c.name })),
        ),
        graph(
          'Queue depths (messages visible)',
          queues.map(({ label, queue }) => queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', label })),
        ),
        graph('Webhook attempts by outcome', [custom(platformMetrics.webhookAttempts, 'Sum')]),
      ],
      [
        graph('Turn timer delay (ms after the deadline)', [
          custom(platformMetrics.timerDelay, 'p50', 'p50'),
          custom(platformMetrics.timerDelay, 'p99', 'p99'),
          custom(platformMetrics.timerDelay, 'Maximum', 'max'),
        ]),
        // Ruling Bots 2: a bot moves within 2 s of being awaited, its job's wait included.
        graph('Bot jobs: oldest waiting (s)', [bots.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', label: 'oldest job' })]),
      ],
      [
        graph('Live updates: connections and messages', [liveStage('ConnectCount'), liveStage('MessageCount')]),
        // What API Gateway refused or could not deliver, beside each live function's own failures.
        graph('Live updates: errors', [
          ...['ClientError', 'IntegrationError', 'ExecutionError'].map(liveStage),
          ...live.functions.map(({ label, fn }) => fn.metricErrors({ statistic: 'Sum', label: `${label} function errors` })),
        ]),
        // A job waits for the fan-out while a game's update waits for its subscribers.
        graph('Live-update jobs: oldest waiting (s)', [
          live.queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', label: 'oldest job' }),
        ]),
      ],
    ];
    this.dashboard = new Dashboard(this, 'Resource', {
      dashboardName: `${props.prefix}-operations`,
      widgets: rows,
      defaultInterval: Duration.hours(3),
    });
  }
}

/**
 * A metric the functions write (functions/observability/metrics.ts). One with a dimension is
 * a search, one line per value seen (an outcome, a game); one without is a single series.
 */
function custom(metric: PlatformMetric, statistic: string, label?: string): IMetric {
  if (!metric.dimensions.length)
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: metric.name,
      dimensionsMap: { service: SERVICE_NAME },
      statistic,
      period: PERIOD,
      label,
    });
  const schema = [METRICS_NAMESPACE, 'service', ...metric.dimensions].join(',');
  return new MathExpression({
    expression: `SEARCH('{${schema}} MetricName="${metric.name}"', '${statistic}', ${PERIOD.toSeconds()})`,
    usingMetrics: {},
    period: PERIOD,
    label: label ?? metric.name,
  });
}
