/**
 * docs/contract.md, Live updates ("without gaps", in order): on one machine a live job that
 * fails (the database stalls) is tried again by itself until it is done; and, as the FIFO queue
 * on AWS, a game's jobs run one after another in the order queued (the delivery step counts on
 * it: no two rounds of a game at once), other games' beside them, a version's job once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LocalJobQueue } from '../../infra/local/job-queue.ts';
import { liveJobRetries } from '../../infra/local/live-queue.ts';
import { liveOrder, type LiveJob } from '../../functions/live/queue.ts';

/** A live queue whose worker records when each job starts and ends; `fails` says how many times a job fails first. */
function recordingQueue(fails: (job: LiveJob) => number = () => 0) {
  const events: string[] = [];
  const tries = new Map<string, number>();
  const running = new Map<string, number>();
  let overlaps = 0;
  let across = 0;
  const name = (job: LiveJob) => ('gameId' in job ? `${job.gameId}@${job.version ?? '-'}` : `rotated ${job.tokenRotated}`);
  const group = (job: LiveJob) => liveOrder(job).group;
  const queue = new LocalJobQueue<LiveJob>(
    'test-live-queue',
    () => undefined,
    async (job) => {
      const g = group(job);
      if (running.get(g)) overlaps++;
      if ([...running.entries()].some(([other, n]) => other !== g && n > 0)) across++;
      running.set(g, (running.get(g) ?? 0) + 1);
      try {
        await sleep(5);
        const tried = (tries.get(name(job)) ?? 0) + 1;
        tries.set(name(job), tried);
        if (tried <= fails(job)) throw new Error('the database did not answer (a test failure)');
        events.push(name(job));
      } finally {
        running.set(g, running.get(g)! - 1);
      }
    },
    liveJobRetries,
  );
  return {
    queue,
    events,
    tries,
    get overlaps() {
      return overlaps;
    },
    get across() {
      return across;
    },
  };
}

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
      { attempts: liveJobRetries.attempts },
    );
    await queue.start();
    await queue.send(['job']);
    await queue.idle();
    await queue.stop();
    expect(ids.length).toBe(6);
    expect(new Set(ids).size).toBe(1);
  });

  it("runs a game's jobs one at a time, in the order queued, a failed one's retries before the next; other games' beside them", async () => {
    // The second job of game a fails twice: the game's later jobs wait for its retries.
    const r = recordingQueue((job) => ('gameId' in job && job.gameId === 'a' && job.version === 2 ? 2 : 0));
    await r.queue.start();
    for (let v = 1; v <= 5; v++) {
      await r.queue.send([{ gameId: 'a', version: v }]);
      await r.queue.send([{ gameId: 'b', version: v }]);
    }
    await r.queue.send([{ gameId: 'a' }, { gameId: 'a', checkTokens: true }]);
    await r.queue.idle();
    await r.queue.stop();
    expect(r.overlaps, 'two jobs of one game at once').toBe(0);
    expect(r.across, 'the games ran beside each other').toBeGreaterThan(0);
    expect(r.events.filter((e) => e.startsWith('a@'))).toEqual(['a@1', 'a@2', 'a@3', 'a@4', 'a@5', 'a@-', 'a@-']);
    expect(r.events.filter((e) => e.startsWith('b@'))).toEqual(['b@1', 'b@2', 'b@3', 'b@4', 'b@5']);
    expect(r.tries.get('a@2')).toBe(3);
  });

  it("queues a version's job once (a stream batch retried queues it again); a subscriber's and a token check's every time", async () => {
    const r = recordingQueue();
    await r.queue.start();
    await r.queue.send([{ gameId: 'a', version: 3 }, { gameId: 'a' }, { gameId: 'a', checkTokens: true }]);
    await r.queue.send([{ gameId: 'a', version: 3 }, { gameId: 'a' }, { gameId: 'a', checkTokens: true }]);
    await r.queue.idle();
    await r.queue.stop();
    expect(r.events).toEqual(['a@3', 'a@-', 'a@-', 'a@-', 'a@-']);
  });

  it("puts a game's jobs in the game's group, a rotated token's in its player's", () => {
    expect(liveOrder({ gameId: 'g1', version: 4 })).toEqual({ group: 'g1', deduplicationId: 'g1#4' });
    expect(liveOrder({ gameId: 'g1' }).group).toBe('g1');
    expect(liveOrder({ gameId: 'g1' }).deduplicationId).not.toBe(liveOrder({ gameId: 'g1' }).deduplicationId);
    expect(liveOrder({ tokenRotated: 'p1' }).group).toBe('player#p1');
  });
});
