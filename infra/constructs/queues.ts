import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption, type QueueProps } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** Messages that failed for good are kept as long as SQS allows, for an operator to look at. */
export function deadLetterQueue(scope: Construct, id: string, alarmName: string, alarmAction: IAlarmAction): Queue {
  const queue = new Queue(scope, id, { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
  new Alarm(scope, `${id}Depth`, {
    alarmName,
    alarmDescription: 'Something was dead-lettered: look at the queue, fix the cause, then redrive or discard.',
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  }).addAlarmAction(alarmAction);
  return queue;
}

export const workQueueProps = (deadLetter: Queue, visibilityTimeout: Duration): QueueProps => ({
  visibilityTimeout,
  encryption: QueueEncryption.SQS_MANAGED,
  enforceSSL: true,
  // A message the worker keeps failing on (not a failing receiver, which it handles itself) ends here.
  deadLetterQueue: { queue: deadLetter, maxReceiveCount: 5 },
});
