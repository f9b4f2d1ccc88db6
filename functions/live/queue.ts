import { tracer } from '../observability/tracer.ts';

/**
 * What the fan-out (fan-out.ts) is asked to do, through a queue (SQS on AWS, in-process on
 * one machine), so that it alone posts to connections: bring a game's subscribers up to date,
 * because a version was stored (from the stream reactions, with that version) or a
 * subscription was made (from the subscribe handler). Jobs may come twice, late or out of
 * order: the delivery step sends each version once, in order.
 */
export interface LiveJob {
  gameId: string;
  version?: number;
}

export interface LiveQueue {
  send(jobs: readonly LiveJob[]): Promise<void>;
}

let installed: LiveQueue | undefined;

/** On one machine the local stack installs its in-process queue here. */
export function installLiveQueue(queue: LiveQueue | undefined): void {
  installed = queue;
}

/** On AWS: the SQS queue at LIVE_QUEUE_URL. */
export async function liveQueue(): Promise<LiveQueue> {
  if (installed) return installed;
  const { SendMessageBatchCommand, SQSClient } = await import('@aws-sdk/client-sqs');
  const url = process.env.LIVE_QUEUE_URL;
  if (!url) throw new Error('LIVE_QUEUE_URL is not set and no local live queue is installed');
  const client = tracer.captureAWSv3Client(new SQSClient({}));
  installed = {
    async send(jobs) {
      for (let i = 0; i < jobs.length; i += 10) {
        const batch = jobs.slice(i, i + 10);
        const { Failed } = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: url,
            Entries: batch.map((job, n) => ({ Id: String(n), MessageBody: JSON.stringify(job) })),
          }),
        );
        if (Failed?.length) throw new Error(`SQS refused ${Failed.length} live update job(s): ${Failed[0]!.Message ?? Failed[0]!.Code}`);
      }
    },
  };
  return installed;
}
