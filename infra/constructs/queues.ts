import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { DeduplicationScope, FifoThroughputLimit, Queue, QueueEncryption, type QueueProps } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { LambdaKind } from './catalog.ts';
import { timeouts } from './platform-function.ts';

/** Messages that failed for good are kept as long as SQS allows, for an operator to look at (a FIFO queue's in a FIFO queue, as SQS requires). */
export function deadLetterQueue(scope: Construct, id: string, alarmName: string, alarmAction: IAlarmAction, fifo = false): Queue {
  const queue = new Queue(scope, id, {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    ...(fifo && { fifo: true }),
  });
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

/**
 * A queue drained by a function of `workerKind`: a message in flight stays hidden six times its
 * time-out, as AWS advises; one received `maxReceiveCount` times without success is dead-lettered.
 */
export const workQueueProps = (deadLetter: Queue, workerKind: LambdaKind, maxReceiveCount = 5): QueueProps => ({
  visibilityTimeout: Duration.seconds(timeouts[workerKind].toSeconds() * 6),
  encryption: QueueEncryption.SQS_MANAGED,
  enforceSSL: true,
  // A message the worker keeps failing on (not a failing receiver, which it handles itself) ends here.
  deadLetterQueue: { queue: deadLetter, maxReceiveCount },
});

export interface WorkQueueProps {
  /** The construct ids of the queue and of its dead-letter queue. */
  id: string;
  deadLettersId: string;
  /** The dead-letter alarm's name. */
  alarmName: string;
  workerKind: LambdaKind;
  /** The environment variable that tells a sender the queue's URL. */
  urlVariable: string;
  alarmAction: IAlarmAction;
  /** Tries of a message before it is dead-lettered (by default 5). */
  maxReceiveCount?: number;
  /**
   * A FIFO queue (and dead-letter queue): each message names its group, whose messages the
   * worker gets in order, one batch at a time, and its deduplication id. High-throughput mode:
   * the limits are per group, not per queue.
   */
  fifo?: boolean;
}

const fifoProps: QueueProps = {
  fifo: true,
  contentBasedDeduplication: false,
  deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
  fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
};

/**
 * A queue of jobs for one worker function, with a dead-letter queue (and its alarm) for the
 * messages the worker keeps failing on: the webhook deliveries' and the bot jobs'. A part of
 * the stack (see infra/stack.ts).
 */
export class WorkQueue {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  /** What a function that sends to the queue is told. */
  readonly environment: Record<string, string>;

  constructor(
    scope: Construct,
    { id, deadLettersId, alarmName, workerKind, urlVariable, alarmAction, maxReceiveCount, fifo }: WorkQueueProps,
  ) {
    this.deadLetters = deadLetterQueue(scope, deadLettersId, alarmName, alarmAction, fifo);
    this.queue = new Queue(scope, id, { ...workQueueProps(this.deadLetters, workerKind, maxReceiveCount), ...(fifo && fifoProps) });
    this.environment = { [urlVariable]: this.queue.queueUrl };
  }

  /** Ten jobs a batch, each failed one alone retried (on a FIFO queue, with the rest of its group in the batch); `maxConcurrency` caps the worker's instances. */
  drainWith(worker: IFunction, maxConcurrency?: number): void {
    worker.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency }));
  }
}
