import { sendToQueue } from './sqs.ts';

/**
 * A queue of jobs for one worker: SQS on AWS (its URL in an environment variable), an
 * in-process queue on one machine, which the local stack installs. Jobs may come twice, late
 * or out of order; each worker says why that is harmless for its jobs.
 */
export interface JobQueue<Job> {
  send(jobs: readonly Job[]): Promise<void>;
}

export interface InstalledQueue<Job> {
  /** On one machine the local stack installs its in-process queue here (undefined: none). */
  install(queue: JobQueue<Job> | undefined): void;
  /** The installed queue, else the SQS queue at the URL in `urlVariable`, made on first use. */
  get(): Promise<JobQueue<Job>>;
}

/** The queue of one kind of job (`what` names it in errors), SQS unless one is installed. */
export function installedQueue<Job>(urlVariable: string, what: string): InstalledQueue<Job> {
  let installed: JobQueue<Job> | undefined;
  return {
    install(queue) {
      installed = queue;
    },
    async get() {
      if (installed) return installed;
      const url = process.env[urlVariable];
      if (!url) throw new Error(`${urlVariable} is not set and no local ${what} queue is installed`);
      installed = {
        send: (jobs) =>
          sendToQueue(
            url,
            jobs.map((job) => ({ MessageBody: JSON.stringify(job) })),
            `${what} job`,
          ),
      };
      return installed;
    },
  };
}
