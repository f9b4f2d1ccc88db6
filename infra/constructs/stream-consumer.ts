import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { deadLetterQueue } from './queues.ts';

export interface StreamConsumerProps {
  name: string;
  fn: NodejsFunction;
  events: ITable;
  prefix: string;
  alarmAction: IAlarmAction;
  /** How long its event source gathers records before invoking it (LambdaSpec.batchingWindowSeconds). */
  batchingWindowSeconds?: number;
}

/**
 * One reader of the events stream: partial batch responses, bisection on error, bounded
 * retries, its own dead-letter queue, and an alarm when it falls behind. A part of the stack
 * (see infra/stack.ts).
 */
export class StreamConsumer {
  readonly name: string;
  readonly fn: NodejsFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, { name, fn, events, prefix, alarmAction, batchingWindowSeconds }: StreamConsumerProps) {
    this.name = name;
    this.fn = fn;
    this.deadLetters = deadLetterQueue(scope, `${name}-dead-letters`, `${prefix}-${name}-dead-letters`, alarmAction);
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter queue: the on-failure destination of the stream event source, which cdk-nag does not recognise as one.',
    });
    fn.addEventSource(
      new DynamoEventSource(events, {
        // A consumer deployed later starts from the oldest record the stream still holds.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        ...(batchingWindowSeconds ? { maxBatchingWindow: Duration.seconds(batchingWindowSeconds) } : {}),
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(this.deadLetters),
        // Items are only ever inserted; nothing else needs a consumer's time.
        filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT') })],
      }),
    );
    Validations.of(fn.role!).acknowledge({
      id: 'AwsSolutions::AwsSolutions-IAM5[Resource::*]',
      reason: 'dynamodb:ListStreams, which the stream event source needs, has no resource-level permissions: AWS requires `*` for it.',
    });
    // A consumer that falls behind delays turn timers, webhooks and leaderboards: say so after a minute.
    new Alarm(scope, `${name}-behind`, {
      alarmName: `${prefix}-${name}-behind`,
      alarmDescription: `${name} is more than a minute behind the events stream.`,
      metric: this.iteratorAge(),
      threshold: 60_000,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(alarmAction);
  }

  /** How old the newest record of its last batch was when the batch was read (the dashboard shows it too). */
  iteratorAge(period = Duration.minutes(1)): Metric {
    return new Metric({
      namespace: 'AWS/Lambda',
      metricName: 'IteratorAge',
      dimensionsMap: { FunctionName: this.fn.functionName },
      statistic: 'Maximum',
      period,
    });
  }
}
