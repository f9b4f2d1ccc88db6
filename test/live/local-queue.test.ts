/**
 * docs/contract.md, Live updates ("without gaps"): on one machine a live job that fails (the
 * database stalls) is tried again by itself until it is done, each try under the job's one id
 * (as SQS redelivers a message), so the delivery step recognises a lease its earlier try left.
 */
import { describe, expect, it } from 'vitest';
import { LocalJobQueue } from '../../infra/local/job-queue.ts';
import { liveJobRetries } from '../../infra/local/live-queue.ts';

describe('the local live queue', () => {
  it('tries a failing job again until it is done, past the three tries of the other queues, always under the same id', async () => {
    const ids: string[] = [];
    const queue = new LocalJobQueue<string>(
      'test-live-queue',
      () => undefined,
      async (_job, messageId) => {
        ids.push(messageId);
        if (ids.length < 6) throw new Error('the database did not answer (a test failure)');
      },
      liveJobRetries,
    );
    await queue.start();
    await queue.send(['job']);
    await queue.idle();
    await queue.stop();
    expect(ids.length).toBe(6);
    expect(new Set(ids).size).toBe(1);
  });
});
