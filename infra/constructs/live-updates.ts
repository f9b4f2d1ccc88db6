import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { liveRoutes } from '../../functions/live/routes.ts';
import { accessStatements, type AccessTargets } from './access.ts';
import type { Access, LambdaSpec } from './catalog.ts';
import { deadLetterQueue, workQueueProps } from './queues.ts';

/**
 * What each WebSocket route's function touches in the tables, by handler file name under
 * functions/live/handlers. A route missing here stops the synth.
 */
const routeAccess: Record<string, Access> = {
  connect: { read: ['write'] },
  disconnect: { read: ['read', 'write'] },
  // The game's newest version, the token, the connection's games; the subscription itself.
  subscribe: { events: ['read'], read: ['read', 'write'] },
  unsubscribe: { read: ['write'] },
  ping: {},
  default: {},
};

const FAN_OUT = 'live-fan-out';

/** The functions of live updates, for the stack and for bench/bundles.ts: one per route, and the fan-out. */
export function liveFunctionSpecs(): LambdaSpec[] {
  const routeFunctions = liveRoutes.map(({ name, route }): LambdaSpec => {
    const access = routeAccess[name];
    if (!access)
      throw new Error(
        `The stack does not know what the WebSocket route ${route.routeKey} (${name}) may touch: add it to routeAccess in infra/constructs/live-updates.ts.`,
      );
    return { name: `live-${name}`, kind: 'websocket', entry: `functions/live/handlers/${name}.ts`, access };
  });
  // The fan-out reads the game's stream and the subscriptions, and advances them.
  return [
    ...routeFunctions,
    { name: FAN_OUT, kind: 'live-fan-out', entry: 'functions/live/fan-out.ts', access: { events: ['read'], read: ['read', 'write'] } },
  ];
}

/** The WebSocket API's steady message rate and burst, per second, across all clients. */
const RATE_LIMIT = 100;
const BURST_LIMIT = 200;

export interface LiveUpdatesProps {
  prefix: string;
  /** Makes one function of the platform: its bundle, environment, role, logs and alarms. */
  make: (spec: LambdaSpec) => LambdaFunction;
  targets: AccessTargets;
  alarmAction: IAlarmAction;
  /** The stream reaction that queues a fan-out job for each stored version of a followed game. */
  feeder: LambdaFunction;
}

/**
 * Live updates on AWS (API.md, Live updates): the WebSocket API with one function per route,
 * the queue of fan-out jobs fed by the stream reactions and the subscribe route, and the
 * fan-out that drains it. The fan-out alone may post to connections, and only on this API's
 * stage; a job it keeps failing on ends in the dead-letter queue, with an alarm.
 */
export class LiveUpdates extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly queue: Queue;

  constructor(scope: Construct, id: string, { prefix, make, targets, alarmAction, feeder }: LiveUpdatesProps) {
    super(scope, id);
    const specs = liveFunctionSpecs();
    const functions = new Map(specs.map((spec) => [spec.name, make(spec)] as const));
    for (const spec of specs)
      for (const statement of accessStatements(spec.access, targets)) functions.get(spec.name)!.addToRolePolicy(statement);

    const deadLetters = deadLetterQueue(this, 'DeadLetters', `${prefix}-live-dead-letters`, alarmAction);
    // Six times the fan-out's time-out, as AWS advises for a queue a function drains.
    this.queue = new Queue(this, 'Jobs', workQueueProps(deadLetters, Duration.seconds(180)));
    const fanOut = functions.get(FAN_OUT)!;
    fanOut.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
    for (const sender of [functions.get('live-subscribe')!, feeder]) {
      sender.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));
      sender.addEnvironment('LIVE_QUEUE_URL', this.queue.queueUrl);
    }

    this.api = new WebSocketApi(this, 'Api', { apiName: `${prefix}-live`, routeSelectionExpression: '$request.body.action' });
    for (const { name, route } of liveRoutes)
      this.api.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${name}-integration`, functions.get(`live-${name}`)!),
        // A message route's answer (pong, unsubscribed, an error) goes back on the connection.
        returnResponse: !['$connect', '$disconnect'].includes(route.routeKey),
      });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      throttle: { rateLimit: RATE_LIMIT, burstLimit: BURST_LIMIT },
    });
    this.stage.grantManagementApiAccess(fanOut);
    fanOut.addEnvironment('LIVE_CONNECTIONS_ENDPOINT', this.stage.callbackUrl);

    new CfnOutput(Stack.of(this), 'LiveUrl', { value: this.stage.url, description: 'The WebSocket URL of live updates.' });
  }
}
