import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { DomainName, HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { readTable } from '../functions/adapters/tables.ts';
import { accessStatements, type AccessTargets } from './constructs/access.ts';
import { lambdaCatalog, type LambdaSpec } from './constructs/catalog.ts';
import { PlatformFunction } from './constructs/platform-function.ts';
import { deadLetterQueue, workQueueProps } from './constructs/queues.ts';
import { Tables } from './constructs/tables.ts';

export interface OrganizedChaosStackProps extends StackProps {
  /** Names every resource (`oc-<stage>-…`), so several stages share one account. */
  stage: string;
  /** Serve the API on this name, with an ACM certificate of the API's region. */
  customDomain?: { domainName: string; certificateArn: string };
  /** Alarms are sent to this address as well as to the alarm topic. */
  alarmEmail?: string;
}

/**
 * The whole platform on AWS: the two tables, one function per HTTP route, the stream
 * consumers, the turn timers' scheduler target, webhook delivery through SQS and the
 * projections rebuild. Every function is wired from the source tree (infra/constructs/catalog.ts)
 * and may touch only what its catalog entry declares.
 */
/** The API's steady request rate and burst, per second, across all clients (raise with the account's Lambda concurrency). */
const API_RATE_LIMIT = 200;
const API_BURST_LIMIT = 400;

export class OrganizedChaosStack extends Stack {
  /** Each function by its catalog name, for tests and outputs. */
  readonly functions = new Map<string, NodejsFunction>();
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: OrganizedChaosStackProps) {
    super(scope, id, props);
    const prefix = `oc-${props.stage}`;
    // Production data outlives the stack; other stages are torn down completely.
    const removalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const tables = new Tables(this, 'Tables', { removalPolicy });

    const alarms = new Topic(this, 'Alarms', { displayName: `Organized Chaos ${props.stage} alarms` });
    if (props.alarmEmail) alarms.addSubscription(new EmailSubscription(props.alarmEmail));
    const alarmAction = new SnsAction(alarms);

    const catalog = lambdaCatalog();
    const targets: AccessTargets = { events: tables.events, read: tables.read, readIndexes: readTable.indexes.map((i) => i.name) };
    const environment: Record<string, string> = {
      EVENTS_TABLE: tables.events.tableName,
      READ_TABLE: tables.read.tableName,
      // Deployed webhooks go to public https receivers only.
      WEBHOOK_MODE: 'aws',
    };

    const make = (spec: LambdaSpec, extra: Record<string, string> = {}): NodejsFunction => {
      const { fn } = new PlatformFunction(this, spec.name, {
        spec,
        prefix,
        environment: { ...environment, ...extra },
        logRetention: RetentionDays.ONE_MONTH,
        alarmAction,
      });
      this.functions.set(spec.name, fn);
      return fn;
    };

    // Turn timers: a one-time schedule per step in this group, invoking the timeout function.
    const timeoutSpec = catalog.find((s) => s.kind === 'timer');
    let schedulerEnv: Record<string, string> = {};
    if (timeoutSpec) {
      const timeout = make(timeoutSpec);
      const group = new ScheduleGroup(this, 'Timers', { scheduleGroupName: `${prefix}-timers`, removalPolicy: RemovalPolicy.DESTROY });
      const role = new Role(this, 'SchedulerRole', {
        description: 'EventBridge Scheduler invokes the turn timeout function with this role.',
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
        }),
      });
      timeout.grantInvoke(role);
      targets.scheduler = {
        scheduleArns: `arn:${Aws.PARTITION}:scheduler:${Aws.REGION}:${Aws.ACCOUNT_ID}:schedule/${group.scheduleGroupName}/*`,
        role,
      };
      schedulerEnv = {
        SCHEDULER_GROUP: group.scheduleGroupName,
        TIMEOUT_FUNCTION_ARN: timeout.functionArn,
        SCHEDULER_ROLE_ARN: role.roleArn,
      };
      new CfnOutput(this, 'SchedulerGroup', { value: group.scheduleGroupName });
    }

    // Webhook deliveries: a queue drained by the delivery function, with a dead-letter queue.
    let webhookEnv: Record<string, string> = {};
    if (catalog.some((s) => s.access.webhookQueue !== undefined)) {
      const dlq = deadLetterQueue(this, 'WebhookDeadLetters', `${prefix}-webhooks-dead-letters`, alarmAction);
      // Six times the delivery function's time-out, as AWS advises for a queue a function drains.
      const queue = new Queue(this, 'Webhooks', workQueueProps(dlq, Duration.minutes(3)));
      targets.webhookQueue = queue;
      webhookEnv = { WEBHOOK_QUEUE_URL: queue.queueUrl };
    }

    for (const spec of catalog.filter((s) => s !== timeoutSpec)) {
      const fn = make(spec, { ...(spec.access.scheduler ? schedulerEnv : {}), ...(spec.access.webhookQueue ? webhookEnv : {}) });
      if (spec.kind === 'stream') this.consumeStream(spec, fn, tables, prefix, alarmAction);
      // At most ten deliveries at once: a burst of game events cannot flood receivers or the account's concurrency.
      if (spec.kind === 'webhook-delivery')
        fn.addEventSource(new SqsEventSource(targets.webhookQueue!, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: 10 }));
    }
    for (const spec of catalog)
      for (const statement of accessStatements(spec.access, targets)) this.functions.get(spec.name)!.addToRolePolicy(statement);

    const domain = props.customDomain
      ? new DomainName(this, 'Domain', {
          domainName: props.customDomain.domainName,
          certificate: Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
        })
      : undefined;
    const fallback = catalog.find((spec) => spec.routeKey === '$default');
    const notFound = fallback && this.functions.get(fallback.name);
    this.api = new HttpApi(this, 'Api', {
      apiName: `${prefix}-api`,
      createDefaultStage: false,
      defaultIntegration: notFound && new HttpLambdaIntegration('not-found-integration', notFound),
    });
    this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      domainMapping: domain ? { domainName: domain } : undefined,
      // One client running away can neither starve the others nor run up the bill unseen.
      throttle: { rateLimit: API_RATE_LIMIT, burstLimit: API_BURST_LIMIT },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'ApiAccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
        ),
      },
    });
    for (const spec of catalog) {
      if (!spec.route) continue;
      this.api.addRoutes({
        path: spec.route.path,
        methods: [HttpMethod[spec.route.method]],
        integration: new HttpLambdaIntegration(`${spec.name}-integration`, this.functions.get(spec.name) as IFunction),
      });
    }

    new CfnOutput(this, 'ApiUrl', { value: domain ? `https://${props.customDomain!.domainName}` : this.api.apiEndpoint });
    if (domain)
      new CfnOutput(this, 'DomainTarget', {
        value: domain.regionalDomainName,
        description: 'Point a CNAME (or alias) of the custom domain here.',
      });
    new CfnOutput(this, 'EventsTable', { value: tables.events.tableName });
    new CfnOutput(this, 'ReadTable', { value: tables.read.tableName });
    const rebuild = catalog.find((s) => s.kind === 'operator');
    if (rebuild)
      new CfnOutput(this, 'RebuildFunction', {
        value: this.functions.get(rebuild.name)!.functionName,
        description: 'Invoke to recompute the projections from the events.',
      });
  }

  /** A stream consumer: partial batch responses, bisection on error, bounded retries, a dead-letter queue. */
  private consumeStream(spec: LambdaSpec, fn: NodejsFunction, tables: Tables, prefix: string, alarmAction: SnsAction) {
    const dlq = deadLetterQueue(this, `${spec.name}-dead-letters`, `${prefix}-${spec.name}-dead-letters`, alarmAction);
    fn.addEventSource(
      new DynamoEventSource(tables.events, {
        // A consumer deployed later starts from the oldest record the stream still holds.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(dlq),
        // Items are only ever inserted; nothing else needs a consumer's time.
        filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT') })],
      }),
    );
    // A consumer that falls behind delays turn timers, webhooks and boards: say so after a minute.
    new Alarm(this, `${spec.name}-behind`, {
      alarmName: `${prefix}-${spec.name}-behind`,
      alarmDescription: `${spec.name} is more than a minute behind the events stream.`,
      metric: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'IteratorAge',
        dimensionsMap: { FunctionName: fn.functionName },
        statistic: 'Maximum',
        period: Duration.minutes(1),
      }),
      threshold: 60_000,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(alarmAction);
  }
}
