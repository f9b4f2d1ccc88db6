import { Aws, CfnOutput, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { AccessTargets } from './access.ts';
import { deadLetterQueue } from './queues.ts';

/**
 * Turn timers: a one-time schedule per step in this group, invoking the timeout function with
 * the one role EventBridge Scheduler takes, retried by Scheduler and dead-lettered when it
 * gives up. The functions that arm timers are told where (`environment`) and may create
 * schedules in this group only (`target`). A sweep every minute fires what was missed all the
 * same (functions/timers/sweep.ts). A part of the stack (see infra/stack.ts).
 */
export class TurnTimers {
  readonly environment: Record<string, string>;
  readonly target: NonNullable<AccessTargets['scheduler']>;
  /** The invocations Scheduler gave up on, for an operator to look at (the sweep has fired them). */
  readonly deadLetters: Queue;
  private readonly scope: Construct;
  private readonly nagSchedules: string;

  constructor(scope: Construct, { prefix, timeout, alarmAction }: { prefix: string; timeout: IFunction; alarmAction: IAlarmAction }) {
    this.scope = scope;
    const group = new ScheduleGroup(scope, 'Timers', { scheduleGroupName: `${prefix}-timers`, removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(scope, 'SchedulerRole', {
      description: 'EventBridge Scheduler invokes the turn timeout function with this role.',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } } }),
    });
    // Scheduler's retry policy (functions/timers/eventbridge-scheduler.ts) covers the invocations
    // it could not make. Lambda takes the ones it made asynchronously: a run that fails is tried
    // twice more, and an event throttled waits at most six hours (Lambda's defaults, said here);
    // then it is dropped, and the sweep fires the timer from the ledger.
    timeout.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(6) });
    // The schedules name the function itself (TIMEOUT_FUNCTION_ARN), never a version or alias:
    // the role may invoke exactly that ARN (grantInvoke would add `<arn>:*`).
    role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [timeout.functionArn] }));
    this.deadLetters = deadLetterQueue(scope, 'TimerDeadLetters', `${prefix}-timers-dead-letters`, alarmAction);
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SQS3',
      reason: "This queue is itself a dead-letter queue: the turn timers' schedules name it, which cdk-nag does not recognise as one.",
    });
    // Scheduler sends what it gave up on with the same role.
    role.addToPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetters.queueArn] }));

    // The ARN of every schedule in the group, and the same ARN as cdk-nag spells it in a finding.
    const schedules = (partition: string, region: string, account: string) =>
      `arn:${partition}:scheduler:${region}:${account}:schedule/${group.scheduleGroupName}/*`;
    this.target = { scheduleArns: schedules(Aws.PARTITION, Aws.REGION, Aws.ACCOUNT_ID), role };
    this.nagSchedules = schedules('<AWS::Partition>', '<AWS::Region>', '<AWS::AccountId>');
    this.environment = {
      SCHEDULER_GROUP: group.scheduleGroupName,
      TIMEOUT_FUNCTION_ARN: timeout.functionArn,
      SCHEDULER_ROLE_ARN: role.roleArn,
      TIMER_DEAD_LETTER_ARN: this.deadLetters.queueArn,
    };
    new CfnOutput(scope, 'SchedulerGroup', { value: group.scheduleGroupName });
  }

  /**
   * Runs the sweep every minute. Retried neither by EventBridge nor by Lambda (which would try a
   * failed asynchronous run twice more): the next run, a minute on, is the retry.
   */
  sweepWith(sweep: IFunction): void {
    sweep.configureAsyncInvoke({ retryAttempts: 0 });
    new Rule(this.scope, 'TimerSweep', {
      description: 'Fires the turn timers missed by their schedules (functions/timers/sweep.ts).',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(sweep, { retryAttempts: 0 })],
    });
  }

  /** A function that arms timers may create any schedule of the group: a wildcard by design. */
  acknowledgeArming(armer: IFunction): void {
    Validations.of(armer.role!).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${this.nagSchedules}]`,
      reason:
        "A schedule is named after its game and step, so the names are not known at deploy time; the grant is limited to the stack's own schedule group.",
    });
  }
}
