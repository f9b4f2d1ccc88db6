import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/**
 * Where every alarm goes: one SNS topic (publishers must use TLS), with an e-mail subscription
 * when the operator gives an address. A part of the stack (see infra/stack.ts).
 */
export class AlarmTopic {
  readonly topic: Topic;
  readonly action: SnsAction;

  constructor(scope: Construct, { stage, email }: { stage: string; email?: string }) {
    this.topic = new Topic(scope, 'Alarms', { displayName: `Organized Chaos ${stage} alarms`, enforceSSL: true });
    if (email) this.topic.addSubscription(new EmailSubscription(email));
    this.action = new SnsAction(this.topic);
  }
}
