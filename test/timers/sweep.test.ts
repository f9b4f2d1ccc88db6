/**
 * The sweep of missed turn timers (on AWS, docs/timers.md): whatever the ledger of pending
 * timers still holds well past its deadline is fired through the timeout target, and a timer
 * whose period is over is taken off the ledger. Against DynamoDB Local, clocks moved by hand.
 */
import { describe, expect, it } from 'vitest';
import { deadlineOf } from '../../domain/platform/index.ts';
import { PutCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { lists, onList, readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { forgetTimer, overdueTimers, pendingTimers, recordTimer, withLedger } from '../../functions/timers/pending.ts';
import { remindersOf } from '../../functions/timers/reminders.ts';
import { inputOf, type Scheduler } from '../../functions/timers/scheduler.ts';
import { SWEEP_GRACE_MS, sweepTimers } from '../../functions/timers/sweep.ts';
import { timeoutTarget } from '../../functions/timers/timeout.ts';
import { testClock } from '../support/clock.ts';
import { current, startedGame } from './games.ts';
import { useTables } from '../support/tables.ts';

useTables();

const onLedger = async (gameId: string) => (await pendingTimers(10)).filter((t) => t.gameId === gameId);

describe('the sweep of missed turn timers', () => {
  it('applies the default of a period its schedule missed, once, and leaves one still on time to its schedule', async () => {
    const clock = testClock();
    const missed = await startedGame('dice-kings', { TurnTime: 1 }, 1, clock);
    const onTime = await startedGame('dice-kings', { TurnTime: 600 }, 1, clock);
    for (const game of [missed, onTime]) await recordTimer({ gameId: game.gameId, period: game.clock!.period, at: deadlineOf(game)! });

    clock.set(deadlineOf(missed)! + SWEEP_GRACE_MS + 1);
    const report = await sweepTimers(clock)();
    expect(report).toMatchObject({ applied: 1, failed: 0 });
    expect((await current(missed.gameId)).version).toBe(missed.version + 1);
    expect((await current(onTime.gameId)).version).toBe(onTime.version);
    expect(await onLedger(onTime.gameId)).toHaveLength(1);

    // Swept again before the stream took the applied period off the ledger: nothing is applied twice.
    await sweepTimers(clock)();
    expect((await current(missed.gameId)).version).toBe(missed.version + 1);
  });

  it('forgets a timer whose period is over (played, or applied by a late schedule)', async () => {
    const clock = testClock();
    const game = await startedGame('dice-kings', { TurnTime: 1 }, 1, clock);
    const timer = { gameId: game.gameId, period: game.clock!.period, at: deadlineOf(game)! };
    await recordTimer(timer);
    clock.set(timer.at);
    await timeoutTarget(clock)(timer);

    clock.set(timer.at + SWEEP_GRACE_MS + 1);
    await sweepTimers(clock)();
    expect(await onLedger(game.gameId)).toEqual([]);
    expect((await current(game.gameId)).version).toBe(game.version + 1);
  });

  it('finds a reminder that ran off the ledger: the timeout function forgets it, so the sweep does not fire it again', async () => {
    const clock = testClock();
    const game = await startedGame('dice-kings', { TurnTime: 7200 }, 1, clock);
    const [reminder] = remindersOf(game);
    await recordTimer(reminder!);
    clock.set(reminder!.at);
    expect(await timeoutTarget(clock)(inputOf(reminder!))).toBe('reminded');
    expect(await onLedger(game.gameId)).toEqual([]);

    // What the sweep takes, minutes later (other tests' timers share the table): not this one.
    const swept = await overdueTimers(reminder!.at + 1, 200);
    expect(swept.filter((t) => t.gameId === game.gameId)).toEqual([]);
  });

  it('finds the overdue timers with one bounded Query, soonest first', async () => {
    const base = Date.parse('2001-01-01T00:00:00.000Z');
    for (const [n, at] of [base + 3_000, base + 1_000, base + 2_000, base + 9_000].entries())
      await recordTimer({ gameId: `g_overdue_${n}`, period: 1, at });
    const overdue = await overdueTimers(base + 5_000, 2);
    expect(overdue.map((t) => t.at)).toEqual([base + 1_000, base + 2_000]);
  });
});

describe('the ledger around a scheduler', () => {
  it('records a timer before arming it and forgets it after cancelling it', async () => {
    const calls: string[] = [];
    const inner: Scheduler = {
      arm: async (t) => void calls.push(`arm ${t.gameId} ${(await onLedger(t.gameId)).length}`),
      cancel: async (t) => void calls.push(`cancel ${t.gameId} ${(await onLedger(t.gameId)).length}`),
    };
    const scheduler = withLedger(inner);
    await scheduler.arm({ gameId: 'g_ledger', period: 3, at: Date.now() + 60_000 });
    expect(await onLedger('g_ledger')).toHaveLength(1);
    await scheduler.cancel({ gameId: 'g_ledger', period: 3 });
    expect(await onLedger('g_ledger')).toEqual([]);
    // On the ledger while Scheduler holds the schedule: the sweep never misses one.
    expect(calls).toEqual(['arm g_ledger 1', 'cancel g_ledger 1']);
  });

  it("keeps one entry per game and kind of timer: the next period's arming overwrites the ended one's, whose cancel then leaves the ledger alone", async () => {
    const cancelled: number[] = [];
    const scheduler = withLedger({ arm: async () => undefined, cancel: async (t) => void cancelled.push(t.period) });
    const at = Date.now() + 60_000;
    await scheduler.arm({ gameId: 'g_next', period: 3, at });
    await scheduler.arm({ gameId: 'g_next', period: 3, reminder: 1, at });
    await scheduler.arm({ gameId: 'g_next', period: 4, at: at + 1 });
    await scheduler.cancel({ gameId: 'g_next', period: 3 }, true);
    // The reminder's entry was not overwritten (the next period has none): its cancel deletes it.
    await scheduler.cancel({ gameId: 'g_next', period: 3, reminder: 1 });
    expect(await onLedger('g_next')).toEqual([{ gameId: 'g_next', period: 4, at: at + 1 }]);
    // The schedules themselves are cancelled all the same.
    expect(cancelled).toEqual([3, 3]);
  });

  it("never forgets a newer period's entry for an older timer; takes an entry an older version keyed by its period", async () => {
    const at = Date.now() + 60_000;
    await recordTimer({ gameId: 'g_newer', period: 5, at });
    await forgetTimer({ gameId: 'g_newer', period: 4 });
    expect(await onLedger('g_newer')).toEqual([{ gameId: 'g_newer', period: 5, at }]);

    const older = {
      ...readKeys.periodTimer('g_older', 2),
      gameId: 'g_older',
      period: 2,
      at,
      ...onList(lists.timers, `${new Date(at).toISOString()}#old`),
    };
    await dynamo().send(new PutCommand({ TableName: tableNames().read, Item: older }));
    expect(await onLedger('g_older')).toEqual([{ gameId: 'g_older', period: 2, at }]);
    // A cancel at the period's end leaves it (its firing or the sweep takes it); a firing's forget takes it.
    await forgetTimer({ gameId: 'g_older', period: 2 }, { olderKey: false });
    expect(await onLedger('g_older')).toEqual([{ gameId: 'g_older', period: 2, at }]);
    await forgetTimer({ gameId: 'g_older', period: 2 });
    expect(await onLedger('g_older')).toEqual([]);
  });
});
