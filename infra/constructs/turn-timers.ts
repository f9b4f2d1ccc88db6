import { Aws, CfnOutput, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import type { AccessTargets } from './access.ts';

/**
 * Turn timers: a one-time schedule per step in this group, invoking the timeout function with
 * the one role EventBridge Scheduler takes. The functions that arm timers are told where
 * (`environment`) and may create schedules in this group only (`target`). A part of the
 * stack (see infra/stack.ts).
 */
export class TurnTimers {
  readonly environment: Record<string, string>;
  readonly target: NonNullable<AccessTargets['scheduler']>;
  private readonly nagSchedules: string;

  constructor(scope: Construct, { prefix, timeout }: { prefix: string; timeout: IFunction }) {
    const group = new ScheduleGroup(scope, 'Timers', { scheduleGroupName: `${prefix}-timers`, removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(scope, 'SchedulerRole', {
      description: 'EventBridge Scheduler invokes the turn timeout function with this role.',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } } }),
    });
    // The schedules name the function itself (TIMEOUT_FUNCTION_ARN), never a version or alias:
    // the role may invoke exactly that ARN (grantInvoke would add `<arn>:*`).
    role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [timeout.functionArn] }));

    // The ARN of every schedule in the group, and the same ARN as cdk-nag spells it in a finding.
    const schedules = (partition: string, region: string, account: string) =>
      `arn:${partition}:scheduler:${region}:${account}:schedule/${group.scheduleGroupName}/*`;
    this.target = { scheduleArns: schedules(Aws.PARTITION, Aws.REGION, Aws.ACCOUNT_ID), role };
    this.nagSchedules = schedules('<AWS::Partition>', '<AWS::Region>', '<AWS::AccountId>');
    this.environment = {
      SCHEDULER_GROUP: group.scheduleGroupName,
      TIMEOUT_FUNCTION_ARN: timeout.functionArn,
      SCHEDULER_ROLE_ARN: role.roleArn,
    };
    new CfnOutput(scope, 'SchedulerGroup', { value: group.scheduleGroupName });
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
