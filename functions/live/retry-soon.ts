import type { SQSRecord } from 'aws-lambda';
import { reportAwsCall } from '../adapters/aws-calls.ts';
import { logger } from '../adapters/logger.ts';
import { changeVisibility } from '../adapters/sqs.ts';

/**
 * How long a failed live job waits before SQS hands it out again: 1 s after its first try,
 * doubling, at most a minute. The queue keeps a message hidden for six times the fan-out's
 * time-out (180 s, as AWS advises for a message in flight): a version stalled behind that
 * would reach its subscribers minutes late (docs/contract.md, Live updates: a delivery that failed is
 * tried again by itself until it is done).
 */
export const retryDelaySeconds = (receiveCount: number): number => Math.min(2 ** Math.max(0, receiveCount - 1), 60);

/**
 * Tries a job this many times in all before it is dead-lettered (the queue's maxReceiveCount):
 * with the delays above, its tries span about four minutes, past a database stall the
 * delivery's own retries do not outlast.
 */
export const LIVE_JOB_RECEIVES = 10;

/**
 * The failed jobs of a batch shown again soon (ChangeMessageVisibility), each after its delay
 * by the times it was received. The queue's URL is LIVE_QUEUE_URL. If SQS cannot be told, the
 * jobs wait out the queue's visibility timeout instead: later, not lost.
 */
export async function retrySoon(failed: readonly SQSRecord[]): Promise<void> {
  const queueUrl = process.env.LIVE_QUEUE_URL;
  if (failed.length === 0 || !queueUrl) return;
  reportAwsCall({ service: 'sqs', operation: 'ChangeMessageVisibilityBatch', queue: 'LIVE_QUEUE_URL' });
  try {
    await changeVisibility(
      queueUrl,
      failed.map((record) => ({
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: retryDelaySeconds(Number(record.attributes.ApproximateReceiveCount) || 1),
      })),
    );
  } catch (error) {
    logger.warn('failed live jobs wait for the queue’s visibility timeout: their retry could not be brought forward', {
      jobs: failed.length,
      error: String(error),
    });
  }
}
