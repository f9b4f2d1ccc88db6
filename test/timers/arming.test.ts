/**
 * Arming from the event stream, with the in-process scheduler that keeps its timers in the
 * read table: records built from the real stored items are handed to the timers consumer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { deadlineOf } from '../../domain/platform/index.ts';
import { loadStream, type StreamItem } from '../../functions/adapters/event-store.ts';
import { streamConsumer } from '../../functions/stream/records.ts';
import { armTimers } from '../../functions/timers/arming.ts';
import { timeoutTarget } from '../../functions/timers/timeout.ts';
import { LocalScheduler } from '../../infra/local/scheduler.ts';
import { testClock } from '../support/clock.ts';
import { current, startedGame } from './games.ts';
import { useTables } from '../support/tables.ts';

useTables();

const records = (items: StreamItem[]): DynamoDBStreamEvent =>
  ({
    Records: items.map((item) => ({
      eventName: 'INSERT',
      dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }), SequenceNumber: `${item.version}` },
    })),
  }) as unknown as DynamoDBStreamEvent;

const timersOf = async (scheduler: LocalScheduler, gameId: string) => (await scheduler.stored()).filter((t) => t.gameId === gameId);

describe('arming turn timers from the stream', () => {
  it('arms the step a game starts in, at its deadline; lobby records arm nothing', async () => {
    const scheduler = new LocalScheduler();
    const game = await startedGame('rummiduck', { TurnTime: 60 });
    const stream = await loadStream(game.gameId);

    await streamConsumer(armTimers(scheduler))(records(stream.slice(0, -1)));
    expect(await timersOf(scheduler, game.gameId)).toEqual([]);
    await streamConsumer(armTimers(scheduler))(records(stream));
    expect(await timersOf(scheduler, game.gameId)).toEqual([{ gameId: game.gameId, period: game.clock!.period, at: deadlineOf(game) }]);
    await scheduler.cancel({ gameId: game.gameId, period: game.clock!.period }); // a later test's scheduler would fire it once due
  });

  it('cancels the timer of a step that ended and arms the next; a record seen twice changes nothing', async () => {
    const scheduler = new LocalScheduler();
    const clock = testClock();
    const game = await startedGame('rummiduck', { TurnTime: 1 }, 2, clock);
    await streamConsumer(armTimers(scheduler))(records(await loadStream(game.gameId)));
    clock.set(deadlineOf(game)!);
    await timeoutTarget(clock)({ gameId: game.gameId, period: game.clock!.period });
    const next = await current(game.gameId);

    const stream = await loadStream(game.gameId);
    await streamConsumer(armTimers(scheduler))(records(stream.slice(-1)));
    await streamConsumer(armTimers(scheduler))(records(stream));
    expect(await timersOf(scheduler, game.gameId)).toEqual([{ gameId: game.gameId, period: next.clock!.period, at: deadlineOf(next) }]);
    await scheduler.cancel({ gameId: game.gameId, period: next.clock!.period }); // a later test's scheduler would fire it once due
  });

  it('arms nothing for a step that is over by the time its record is read (a later record arms the later step)', async () => {
    const scheduler = new LocalScheduler();
    const clock = testClock();
    const game = await startedGame('dice-kings', { TurnTime: 1 }, 1, clock);
    clock.set(deadlineOf(game)!);
    await timeoutTarget(clock)({ gameId: game.gameId, period: game.clock!.period });

    const stream = await loadStream(game.gameId);
    await streamConsumer(armTimers(scheduler))(records(stream.slice(0, -1)));
    expect(await timersOf(scheduler, game.gameId)).toEqual([]);
  });
});

describe('the in-process scheduler', () => {
  it('fires a pending timer through the timeout handler after a restart, and forgets it once fired', async () => {
    // Set up most of a TurnTime ago: the deadline is due moments after the restart, not a second later.
    const game = await startedGame('dice-kings', { TurnTime: 1 }, 1, testClock(Date.now() - 800));
    const before = new LocalScheduler();
    await before.start();
    await before.arm({ gameId: game.gameId, period: game.clock!.period, at: deadlineOf(game)! });
    await before.stop();

    const after = new LocalScheduler();
    await after.start();
    await expect.poll(async () => (await current(game.gameId)).version, { timeout: 5_000, interval: 50 }).toBe(game.version + 1);
    await after.stop();
    expect((await current(game.gameId)).version).toBe(game.version + 1);
    expect(await timersOf(after, game.gameId)).toEqual([]);
  });

  it('keeps firing a timer whose firing fails (DynamoDB unreachable) until the handler is done with it, then forgets it', async () => {
    const attempts: number[] = [];
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
    // Twelve failures: far past the three attempts after which a firing used to be dropped.
    const scheduler = new LocalScheduler(
      async () => {
        attempts.push(Date.now());
        if (attempts.length <= 12) throw unreachable;
      },
      { firstDelayMs: 5, maxDelayMs: 40 },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await scheduler.start();
    await scheduler.arm({ gameId: 'g_outage', period: 2, at: Date.now() });
    // The thirteenth attempt succeeds, and the timer is then forgotten.
    await vi.waitFor(async () => expect(await timersOf(scheduler, 'g_outage')).toEqual([]), { timeout: 5_000 });
    await scheduler.stop();
    vi.restoreAllMocks();
    expect(attempts).toHaveLength(13);
    // Capped backoff: uncapped, doubling from 5 ms, the waits would pass a second by the ninth
    // attempt (5 × 2^8 = 1,280 ms); capped at 40 ms, none comes near it, however busy the machine.
    const waits = attempts.slice(1).map((at, i) => at - attempts[i]!);
    expect(Math.max(...waits)).toBeLessThan(600);
    expect(await timersOf(scheduler, 'g_outage')).toEqual([]);
  });

  it('stops trying when it is stopped, and keeps the timer for the next start', async () => {
    let attempts = 0;
    const scheduler = new LocalScheduler(
      async () => {
        attempts++;
        throw new Error('connect ECONNREFUSED 127.0.0.1:8000');
      },
      { firstDelayMs: 5_000, maxDelayMs: 5_000 },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await scheduler.start();
    await scheduler.arm({ gameId: 'g_stopped', period: 1, at: Date.now() });
    // The first attempt has failed: the scheduler now waits five seconds before the next.
    await vi.waitFor(() => expect(attempts).toBe(1));
    const stopping = Date.now();
    await scheduler.stop();
    vi.restoreAllMocks();
    // Not held up by the five-second wait before the next attempt.
    expect(Date.now() - stopping).toBeLessThan(1_000);
    expect(await timersOf(scheduler, 'g_stopped')).toEqual([{ gameId: 'g_stopped', period: 1, at: expect.any(Number) }]);
    await scheduler.cancel({ gameId: 'g_stopped', period: 1 }); // the next test's scheduler would fire it
  });

  it('does not fire a cancelled timer', async () => {
    const fired: unknown[] = [];
    const scheduler = new LocalScheduler(async (input) => void fired.push(input));
    await scheduler.start();
    await scheduler.arm({ gameId: 'g_cancelled', period: 4, at: Date.now() + 20 });
    await scheduler.cancel({ gameId: 'g_cancelled', period: 4 });
    // Well past the moment it would have fired.
    await sleep(100);
    await scheduler.stop();
    expect(fired).toEqual([]);
    expect(await timersOf(scheduler, 'g_cancelled')).toEqual([]);
  });
});
