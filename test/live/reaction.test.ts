/**
 * The stream reaction of live updates: a job per stored version, carrying the stored item (so
 * the fan-out need not read the game back), with nothing read from the database; a version with
 * a newer one of its game later in the batch is sent by that one's job.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamItem } from '../../functions/adapters/event-store.ts';
import { installLiveQueue, type LiveJob } from '../../functions/live/queue.ts';
import { queueLiveUpdates } from '../../functions/live/reaction.ts';

afterEach(() => installLiveQueue(undefined));

const item = (version: number, events: StreamItem['events']): StreamItem =>
  ({
    gameId: 'g1',
    version,
    events,
    snapshot: { schema: 'dice-kings/1', state: new Uint8Array([1, 2, 3]) },
  }) as StreamItem;

function recordingQueue(): LiveJob[] {
  const jobs: LiveJob[] = [];
  installLiveQueue({ send: async (sent) => void jobs.push(...sent) });
  return jobs;
}

const noTransition = () => Promise.reject(new Error('the reaction reads nothing'));

describe('the live reaction', () => {
  it('queues the version with its item, the snapshot reduced to its schema; none for a version a newer one of the batch follows', async () => {
    const jobs = recordingQueue();
    const events = [{ type: 'TurnStarted', at: '2026-01-01T00:00:00.000Z' }] as unknown as StreamItem['events'];
    await queueLiveUpdates(item(4, events), noTransition, { newerInBatch: true });
    await queueLiveUpdates(item(5, events), noTransition, { newerInBatch: false });
    expect(jobs).toEqual([{ gameId: 'g1', version: 5, item: { gameId: 'g1', version: 5, events, snapshot: { schema: 'dice-kings/1' } } }]);
    // What SQS carries: JSON, read back the same.
    expect(JSON.parse(JSON.stringify(jobs[0]))).toEqual(jobs[0]);
  });

  it('a version too large to carry goes without its item: the fan-out reads the game back', async () => {
    const jobs = recordingQueue();
    const events = [{ type: 'Big', at: '2026-01-01T00:00:00.000Z', text: 'x'.repeat(70_000) }] as unknown as StreamItem['events'];
    await queueLiveUpdates(item(6, events), noTransition, { newerInBatch: false });
    expect(jobs).toEqual([{ gameId: 'g1', version: 6 }]);
  });
});
