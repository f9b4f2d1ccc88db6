import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { describeSpec, projectRoot, type LambdaKind, type LambdaSpec } from './catalog.ts';

/**
 * Long enough for each kind's work: an API answer, a stream batch, a timer that fired within
 * a minute before its deadline and waits for it (functions/timers/timeout.ts), a sweep of
 * missed timers (it runs every minute, so one sweep ends before the next begins), a webhook's
 * 10 s time-out, a rebuild, a WebSocket message, a live fan-out job (its queue hides it six times as long),
 * a bot job (10 s of moves at most, functions/bots/move.ts, after a cold start that loads the
 * Dice Kings tables).
 */
export const timeouts: Record<LambdaKind, Duration> = {
  http: Duration.seconds(10),
  stream: Duration.seconds(60),
  timer: Duration.seconds(90),
  'timer-sweep': Duration.seconds(60),
  'webhook-delivery': Duration.seconds(30),
  operator: Duration.minutes(15),
  websocket: Duration.seconds(10),
  'live-fan-out': Duration.seconds(30),
  bot: Duration.seconds(30),
};

/**
 * Every function's memory (MB): Lambda gives CPU in proportion, and at 1024 MB a cold start's
 * import and a warm command are quick enough (bench/bundles.ts). bench/cost.ts bills GB-seconds at it.
 */
export const MEMORY_MB = 1024;

export interface PlatformFunctionProps {
  spec: LambdaSpec;
  prefix: string;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  alarmAction: IAlarmAction;
  /** Active X-Ray tracing, and the Powertools Tracer told to send its segments. */
  tracing: boolean;
  /** The folder of its bundle (bundling.ts); none when the synth skips bundling (the template tests). */
  bundle?: string;
}

/**
 * One Lambda of the platform: its bundle, its own role (that may write its own logs; the stack
 * adds what the catalog grants), its own log group (kept for a bounded time, removed with the
 * stack), and alarms on its errors and throttles.
 */
export class PlatformFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(
    scope: Construct,
    id: string,
    { spec, prefix, environment, logRetention, alarmAction, tracing, bundle }: PlatformFunctionProps,
  ) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    // Its own role instead of the basic execution policy, whose log rights name every log group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: `${prefix} ${spec.name}` });
    logGroup.grantWrite(role);
    this.fn = new NodejsFunction(this, 'Function', {
      description: `Organized Chaos ${prefix}: ${describeSpec(spec)}`,
      entry: join(projectRoot, spec.entry),
      ...(bundle ? { code: Code.fromAsset(bundle), handler: 'index.handler' } : { handler: 'handler' }),
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: MEMORY_MB,
      timeout: timeouts[spec.kind],
      logGroup,
      role,
      tracing: tracing ? Tracing.ACTIVE : undefined,
      environment: {
        ...environment,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'organized-chaos',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        // The Tracer sends nothing when off (and X-Ray would have no trace to add it to).
        POWERTOOLS_TRACE_ENABLED: String(tracing),
      },
    });

    if (tracing)
      Validations.of(role).acknowledge({
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::*]',
        reason:
          'xray:PutTraceSegments and xray:PutTelemetryRecords, which active tracing needs, have no resource-level permissions: AWS requires `*` for them.',
      });

    const alarm = (name: string, metric: ReturnType<NodejsFunction['metricErrors']>, what: string) =>
      new Alarm(this, name, {
        alarmName: `${prefix}-${spec.name}-${name.toLowerCase()}`,
        alarmDescription: `${spec.name} ${what} (five minutes).`,
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(alarmAction);
    alarm('Errors', this.fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), 'failed at least once');
    alarm('Throttles', this.fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }), 'was throttled at least once');
  }
}
