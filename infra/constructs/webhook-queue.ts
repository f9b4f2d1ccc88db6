import { Duration } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { deadLetterQueue, workQueueProps } from './queues.ts';

/**
 * Webhook deliveries: a queue drained by the delivery function, with a dead-letter queue for
 * the messages the function itself keeps failing on. A part of the stack (see infra/stack.ts).
 */
export class WebhookQueue {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  /** What a function that enqueues deliveries is told. */
  readonly environment: Record<string, string>;

  constructor(scope: Construct, { prefix, alarmAction }: { prefix: string; alarmAction: IAlarmAction }) {
    this.deadLetters = deadLetterQueue(scope, 'WebhookDeadLetters', `${prefix}-webhooks-dead-letters`, alarmAction);
    // Six times the delivery function's time-out, as AWS advises for a queue a function drains.
    this.queue = new Queue(scope, 'Webhooks', workQueueProps(this.deadLetters, Duration.minutes(3)));
    this.environment = { WEBHOOK_QUEUE_URL: this.queue.queueUrl };
  }

  /** At most ten deliveries at once: a burst of game events cannot flood receivers or the account's concurrency. */
  drainWith(worker: IFunction): void {
    worker.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: 10 }));
  }
}
