/**
 * What the fan-out (fan-out.ts) is asked to do, through a queue (SQS on AWS, in-process on
 * one machine), so that it alone posts to connections:
 * - a version was stored: send it to every subscriber of the game (from the stream reactions);
 * - a subscription was made: announce it and send the catch-up (from the subscribe handler),
 *   as the holder of the subscription's first lease.
 * Jobs may come twice or out of order: the delivery step sends each version once, in order.
 */
export type LiveJob = { gameId: string; version: number } | { gameId: string; connectionId: string; lease: string };

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
  const client = new SQSClient({});
  installed = {
    async send(jobs) {
      for (let i = 0; i < jobs.length; i += 10) {
        const batch = jobs.slice(i, i + 10);
        const { Failed } = await client.send(
          new SendMessageBatchCommand({ QueueUrl: url, Entries: batch.map((job, n) => ({ Id: String(n), MessageBody: JSON.stringify(job) })) }),
        );
        if (Failed?.length) throw new Error(`SQS refused ${Failed.length} live update job(s): ${Failed[0]!.Message ?? Failed[0]!.Code}`);
      }
    },
  };
  return installed;
}
