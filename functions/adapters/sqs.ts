import { awsRequest } from './aws-request.ts';

/** One message for SQS: its body and, at most 900 s, how long the queue holds it back. */
export interface QueueEntry {
  MessageBody: string;
  DelaySeconds?: number;
}

/** SQS takes at most ten messages per SendMessageBatch. */
const BATCH = 10;

/**
 * Sends the entries to the queue at `queueUrl` (SQS's JSON protocol, ten per request), a
 * request that fails for a passing cause tried three times. Any entry the queue refuses fails
 * the send, naming `what` was refused, so the caller's own retry (the stream record's, the SQS
 * message's) sends them again.
 */
export async function sendToQueue(queueUrl: string, entries: readonly QueueEntry[], what: string): Promise<void> {
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
      headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': 'AmazonSQS.SendMessageBatch' },
      body,
      operation: 'SendMessageBatch',
    });
    if (Failed?.length) throw new Error(`SQS refused ${Failed.length} ${what}(s): ${Failed[0]!.Message ?? Failed[0]!.Code}`);
  }
}
