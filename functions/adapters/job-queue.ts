import { reportAwsCall } from './aws-calls.ts';
import { sendToQueue, type QueueEntry } from './sqs.ts';

/**
 * A queue of jobs for one worker: SQS on AWS (its URL in an environment variable), an
 * in-process queue on one machine, which the local stack installs. The job, webhook and bot
 * queues are all this. Jobs may come twice, late or out of order; each worker says why that is
 * harmless for its jobs.
 */
export interface JobQueue<Job> {
  send(jobs: readonly Job[]): Promise<void>;
}

export interface InstalledQueue<Job> {
  /** On one machine the local stack installs its in-process queue here (undefined: none). */
  install(queue: JobQueue<Job> | undefined): void;
  /** The installed queue, else the SQS queue at the URL in `urlVariable`, made on first use; its sends reported (aws-calls.ts). */
  get(): Promise<JobQueue<Job>>;
  /** A queue with its sends reported, as `get` answers it: for a worker handed its queue (the local webhook queue's). */
  reported(queue: JobQueue<Job>): JobQueue<Job>;
}

/**
 * Where a job goes in a FIFO queue (the live queue's): the jobs of one `group` are worked one
 * after another, in the order queued; a job whose `deduplicationId` was queued in the last
 * five minutes is dropped.
 */
export interface JobOrder {
  group: string;
  deduplicationId: string;
}

/** A job as an SQS message: its JSON, sent at once unless `entry` says otherwise (a delay). */
type EntryOf<Job> = (job: Job) => QueueEntry;
const asJson = <Job>(job: Job): QueueEntry => ({ MessageBody: JSON.stringify(job) });

/** The SQS queue at `url`; `what` names its messages when SQS refuses some. */
export function sqsJobQueue<Job>(url: string, what: string, entry: EntryOf<Job> = asJson): JobQueue<Job> {
  return { send: (jobs) => sendToQueue(url, jobs.map(entry), what) };
}

/** The queue of one kind of job (`what` names it in errors), SQS unless one is installed. */
export function installedQueue<Job>(urlVariable: string, what: string, entry: EntryOf<Job> = asJson): InstalledQueue<Job> {
  let installed: JobQueue<Job> | undefined;
  // Reported here, where the SQS queue and the local one meet: both are one SendMessageBatch to the queue.
  const reported = (queue: JobQueue<Job>): JobQueue<Job> => ({
    send(jobs) {
      reportAwsCall({ service: 'sqs', operation: 'SendMessageBatch', queue: urlVariable });
      return queue.send(jobs);
    },
  });
  return {
    install(queue) {
      installed = queue;
    },
    async get() {
      if (!installed) {
        const url = process.env[urlVariable];
        if (!url) throw new Error(`${urlVariable} is not set and no local ${what} queue is installed`);
        installed = sqsJobQueue(url, `${what} job`, entry);
      }
      return reported(installed);
    },
    reported,
  };
}
