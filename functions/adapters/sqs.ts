import { awsRequest } from './aws-request.ts';

/**
 * One message for SQS: its body and, at most 900 s, how long the queue holds it back; for a
 * FIFO queue, its group (the group's messages are handed out in order, one batch at a time)
 * and its deduplication id (a message sent again under the same id within five minutes is dropped).
 */
export interface QueueEntry {
  MessageBody: string;
  DelaySeconds?: number;
  MessageGroupId?: string;
  MessageDeduplicationId?: string;
}

/** A message received and still in flight: its receipt handle, and how many seconds from now it stays hidden. */
export interface VisibilityEntry {
  ReceiptHandle: string;
  VisibilityTimeout: number;
}

/** SQS takes at most ten entries per batch request. */
const BATCH = 10;

/**
 * One of SQS's batch operations (its JSON protocol), ten entries a request, a request that
 * fails for a passing cause tried three times. Any entry SQS refuses fails the call, `refused`
 * saying what it was, so the caller's own retry (the stream record's, the SQS message's) tries again.
 */
async function inBatches(
  queueUrl: string,
  operation: 'SendMessageBatch' | 'ChangeMessageVisibilityBatch',
  entries: readonly object[],
  refused: string,
): Promise<void> {
  for (let i = 0; i < entries.length; i += BATCH) {
    const body = JSON.stringify({
      QueueUrl: queueUrl,
      Entries: entries.slice(i, i + BATCH).map((entry, n) => ({ Id: String(n), ...entry })),
    });
    const { Failed } = await awsRequest<{ Failed?: { Code?: string; Message?: string }[] }>({
      service: 'sqs',
      endpoint: new URL(queueUrl).origin,
      method: 'POST',
      path: '/',
      headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `AmazonSQS.${operation}` },
      body,
      operation,
    });
    if (Failed?.length) throw new Error(`SQS refused ${Failed.length} ${refused}: ${Failed[0]!.Message ?? Failed[0]!.Code}`);
  }
}

/** Sends the entries to the queue at `queueUrl`; `what` names them if SQS refuses some. */
export const sendToQueue = (queueUrl: string, entries: readonly QueueEntry[], what: string): Promise<void> =>
  inBatches(queueUrl, 'SendMessageBatch', entries, `${what}(s)`);

/**
 * Each message received from the queue at `queueUrl` shows again after its own
 * VisibilityTimeout instead of the queue's: a worker has a failed message tried again soon.
 */
export const changeVisibility = (queueUrl: string, entries: readonly VisibilityEntry[]): Promise<void> =>
  inBatches(queueUrl, 'ChangeMessageVisibilityBatch', entries, "message(s)' change of visibility");
