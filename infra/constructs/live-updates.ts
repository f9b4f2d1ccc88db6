import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LIVE_JOB_RECEIVES } from '../../functions/live/retry-soon.ts';
import { liveRoutes } from '../../functions/live/routes.ts';
import type { AccessTargets } from './access.ts';
import { ApiGatewayLogging } from './api-gateway-logging.ts';
import { unionOf, type Access, type LambdaSpec } from './catalog.ts';
import type { PlatformFunctions } from './platform-functions.ts';
import { WorkQueue } from './queues.ts';

/**
 * What each WebSocket route's handler touches in the tables, by handler file name under
 * functions/live/handlers; the routes' one function gets the union. A route missing here stops the synth.
 */
const routeAccess: Record<string, Access> = {
  connect: {},
  disconnect: { read: ['read', 'write'] },
  // The game's newest version, the token, the connection's games; the subscription itself.
  subscribe: { events: ['read'], read: ['read', 'write'] },
  unsubscribe: { read: ['write'] },
  ping: {},
  default: {},
};

const FAN_OUT = 'live-fan-out';
const ROUTES = 'live-routes';
/** The routes' router: it holds each message to its connection's rate (the read table) before the route's handler. */
const LIVE_ROUTER = 'functions/live/router.ts';
const rateAccess: Access = { read: ['read', 'write'] };

/**
 * The functions of live updates, for the stack and for bench/bundles.ts: one for every route
 * (dispatching by route key, as the HTTP features do), and the fan-out.
 */
export function liveFunctionSpecs(): LambdaSpec[] {
  const access = liveRoutes.map(({ name, route }) => {
    const routeGrants = routeAccess[name];
    if (!routeGrants)
      throw new Error(
        `The stack does not know what the WebSocket route ${route.routeKey} (${name}) may touch: add it to routeAccess in infra/constructs/live-updates.ts.`,
      );
    return routeGrants;
  });
  const serves = liveRoutes.map(({ name, route }) => ({ routeKey: route.routeKey, entry: `functions/live/handlers/${name}.ts` }));
  // The fan-out reads the game's stream and the subscriptions, and advances them.
  return [
    { name: ROUTES, kind: 'websocket', entry: LIVE_ROUTER, access: unionOf([...access, rateAccess]), serves },
    { name: FAN_OUT, kind: 'live-fan-out', entry: 'functions/live/fan-out.ts', access: { events: ['read'], read: ['read', 'write'] } },
  ];
}

/** The WebSocket API's steady message rate and burst, per second, across all clients. */
const RATE_LIMIT = 100;
const BURST_LIMIT = 200;
const STAGE = 'live';

/**
 * One JSON line per connect, message and disconnect: which route, which connection, the status
 * and the integration's latency, with the request id the function's log lines carry too. The
 * status is a number; the latency is quoted, since a message refused before its route ran has
 * none. `messageString` is the error message already quoted for JSON.
 */
export const liveAccessLogFields = {
  requestId: '"$context.requestId"',
  time: '"$context.requestTime"',
  ip: '"$context.identity.sourceIp"',
  eventType: '"$context.eventType"',
  routeKey: '"$context.routeKey"',
  connectionId: '"$context.connectionId"',
  status: '$context.status',
  integrationLatencyMs: '"$context.integrationLatency"',
  error: '$context.error.messageString',
};
const accessLogFormat = `{${Object.entries(liveAccessLogFields)
  .map(([key, value]) => `"${key}":${value}`)
  .join(',')}}`;

export interface LiveUpdatesProps {
  prefix: string;
  /** Makes each function of live updates like every other of the platform (bundle, environment, role, logs, alarms) and grants its access. */
  functions: PlatformFunctions;
  targets: AccessTargets;
  alarmAction: IAlarmAction;
  /** The stream reaction that queues a fan-out job for each stored version of a followed game. */
  feeder: LambdaFunction;
  /** The function of POST /players/me/token, which queues a job to end the subscribers of the replaced token. */
  rotation: LambdaFunction;
}

/**
 * Live updates on AWS (docs/contract.md, Live updates): the WebSocket API with one function for its routes,
 * the queue of fan-out jobs fed by the stream reactions and the subscribe route (FIFO, a group
 * per game), and the fan-out that drains it. The fan-out alone may post to connections, and only on this API's
 * stage; a job it keeps failing on ends in the dead-letter queue, with an alarm. The stage keeps
 * access logs like the HTTP API's, and an alarm sees a route answering a failure of ours.
 */
export class LiveUpdates extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly queue: Queue;
  readonly deadLetters: Queue;
  /** Each function with what the dashboard calls it: `routes`, or `fan-out`. */
  readonly functions: { label: string; fn: IFunction }[];

  constructor(scope: Construct, id: string, { prefix, functions, targets, alarmAction, feeder, rotation }: LiveUpdatesProps) {
    super(scope, id);
    const specs = liveFunctionSpecs();
    for (const spec of specs) functions.add(spec);
    functions.grant(specs, targets);
    const routes = functions.get(ROUTES);
    const fanOut = functions.get(FAN_OUT);
    this.functions = [
      { label: 'routes', fn: routes },
      { label: 'fan-out', fn: fanOut },
    ];

    const jobs = new WorkQueue(this, {
      id: 'Jobs',
      deadLettersId: 'DeadLetters',
      alarmName: `${prefix}-live-dead-letters`,
      workerKind: 'live-fan-out',
      urlVariable: 'LIVE_QUEUE_URL',
      alarmAction,
      // A failed job is shown again within seconds (functions/live/retry-soon.ts), so more tries fit in the same minutes.
      maxReceiveCount: LIVE_JOB_RECEIVES,
      // A game's jobs in one group: never two at once, in the order queued, which the delivery counts on (functions/live/delivery.ts).
      fifo: true,
    });
    this.queue = jobs.queue;
    this.deadLetters = jobs.deadLetters;
    jobs.drainWith(fanOut);
    // The fan-out brings a failed job's retry forward on its own queue (ChangeMessageVisibility, which draining grants).
    for (const [name, value] of Object.entries(jobs.environment)) fanOut.addEnvironment(name, value);
    // The fan-out queues a job in each game a rotated token followed (functions/live/fan-out.ts).
    for (const sender of [routes, feeder, rotation, fanOut]) {
      sender.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));
      for (const [name, value] of Object.entries(jobs.environment)) sender.addEnvironment(name, value);
    }

    this.api = new WebSocketApi(this, 'Api', { apiName: `${prefix}-live`, routeSelectionExpression: '$request.body.action' });
    // One integration for the function; each route still gets its own invoke permission.
    const integration = new WebSocketLambdaIntegration('routes-integration', routes);
    for (const { route } of liveRoutes) {
      const added = this.api.addRoute(route.routeKey, {
        integration,
        // A message route's answer (pong, unsubscribed, an error) goes back on the connection.
        returnResponse: !['$connect', '$disconnect'].includes(route.routeKey),
      });
      Validations.of(added).acknowledge(
        route.routeKey === '$connect'
          ? {
              id: 'AwsSolutions::AwsSolutions-APIG4',
              reason:
                'Anyone may connect by design: browsers cannot set an Authorization header on a WebSocket handshake and spectators follow games without a token, so the subscribe message carries the bearer token and its handler checks it (functions/live/handlers/subscribe.ts).',
            }
          : {
              id: 'AwsSolutions::AwsSolutions-APIG4',
              reason:
                'API Gateway authorizes a WebSocket connection once, on $connect: its other routes take no authorizer. Who follows a game as whom is checked per subscribe message.',
            },
      );
    }

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: STAGE,
      autoDeploy: true,
      throttle: { rateLimit: RATE_LIMIT, burstLimit: BURST_LIMIT },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: AccessLogFormat.custom(accessLogFormat) },
    });
    // WebSocket stages write their logs with the account's API Gateway role: it must be set first.
    this.stage.node.addDependency(new ApiGatewayLogging(this, 'Logging').account);

    // The fan-out posts to connections; the routes' function posts to one over its rate and
    // closes it (DELETE). Neither reads them. Connection ids exist only once clients connect.
    const connections = (method: string, partition: string, region: string, account: string, apiId: string) =>
      `arn:${partition}:execute-api:${region}:${account}:${apiId}/${STAGE}/${method}/@connections/*`;
    const apiLogicalId = Stack.of(this).getLogicalId(this.api.node.defaultChild as CfnElement);
    const manage = (fn: LambdaFunction, methods: string[], what: string) => {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['execute-api:ManageConnections'],
          resources: methods.map((method) => connections(method, Aws.PARTITION, Aws.REGION, Aws.ACCOUNT_ID, this.api.apiId)),
        }),
      );
      for (const method of methods)
        Validations.of(fn.role!).acknowledge({
          id: `AwsSolutions::AwsSolutions-IAM5[Resource::${connections(method, '<AWS::Partition>', '<AWS::Region>', '<AWS::AccountId>', `<${apiLogicalId}>`)}]`,
          reason: `API Gateway names each connection when it opens, so the connection ids are not known at deploy time; the grant is ${method} (${what}) on the connections of this API's own stage only.`,
        });
      fn.addEnvironment('LIVE_CONNECTIONS_ENDPOINT', this.stage.callbackUrl);
    };
    manage(fanOut, ['POST'], 'send a message');
    manage(routes, ['POST', 'DELETE'], 'tell a connection over its rate why, then close it');

    // The stage's own counts, each an alarm at one in five minutes.
    const stageAlarm = (id: string, name: string, metricName: string, alarmDescription: string) =>
      new Alarm(this, id, {
        alarmName: `${prefix}-${name}`,
        alarmDescription,
        metric: this.stage.metric(metricName, { period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(alarmAction);
    // A route's handler answers a failure of ours as `unavailable` (status 500) without failing
    // the function, so its errors alarm stays quiet: API Gateway counts it as an integration error.
    stageAlarm(
      'Failures',
      'live-failures',
      'IntegrationError',
      'A WebSocket route answered a failure of ours (`unavailable`) at least once in five minutes. See docs/operations.md.',
    );
    // API Gateway refuses messages over the stage's throttle itself, before any route runs: as client errors.
    stageAlarm(
      'ClientErrors',
      'live-client-errors',
      'ClientError',
      `The WebSocket stage refused messages at least once in five minutes before a route ran (its throttle of ${RATE_LIMIT} a second, bursts of ${BURST_LIMIT}, or messages API Gateway does not take). See docs/operations.md.`,
    );

    new CfnOutput(Stack.of(this), 'LiveUrl', { value: this.stage.url, description: 'The WebSocket URL of live updates.' });
  }
}
