import { Aws } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/** The ARNs of this stage's alarms: every alarm of the stack is named `<prefix>-…`. */
export const stageAlarmArns = (prefix: string): string =>
  `arn:${Aws.PARTITION}:cloudwatch:${Aws.REGION}:${Aws.ACCOUNT_ID}:alarm:${prefix}-*`;

/**
 * Where every alarm goes: one SNS topic (publishers must use TLS), with an e-mail subscription
 * when the operator gives an address. A part of the stack (see infra/stack.ts).
 *
 * `enforceSSL` gives the topic a policy of its own holding only the Deny of plain HTTP; a topic
 * policy replaces SNS's default one, so without an Allow CloudWatch could not publish and no
 * alarm would ever notify. CloudWatch may publish, for this account's alarms of this stage only
 * (the confused-deputy guard AWS documents for CloudWatch and SNS).
 */
export class AlarmTopic {
  readonly topic: Topic;
  readonly action: SnsAction;

  constructor(scope: Construct, { stage, prefix, email }: { stage: string; prefix: string; email?: string }) {
    this.topic = new Topic(scope, 'Alarms', { displayName: `Organized Chaos ${stage} alarms`, enforceSSL: true });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': stageAlarmArns(prefix) },
        },
      }),
    );
    if (email) this.topic.addSubscription(new EmailSubscription(email));
    this.action = new SnsAction(this.topic);
  }
}
