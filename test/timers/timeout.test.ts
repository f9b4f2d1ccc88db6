/**
 * The timeout target against DynamoDB Local: it applies the default of the period it was armed
 * for, once, and only when that period is still the game's and has run out. The clock is the
 * test's: a deadline passes when the test says so.
 */
import { describe, expect, it } from 'vitest';
import { deadlineOf } from '../../domain/platform/index.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { handler, timeoutTarget } from '../../functions/timers/timeout.ts';
import { testClock } from '../support/clock.ts';
import { current, startedGame } from './games.ts';
import { useTables } from '../support/tables.ts';

useTables();

describe('the timeout target', () => {
  it('applies the default of a period that has run out, and a second firing for it changes nothing', async () => {
    const clock = testClock();
    const timeout = timeoutTarget(clock);
    const game = await startedGame('rummiduck', { TurnTime: 1, StartTiles: 1 }, 2, clock);
    clock.set(deadlineOf(game)!);

    // Two firings at once (a timer delivered twice): one write between them.
    await Promise.all([
      timeout({ gameId: game.gameId, period: game.clock!.period }),
      timeout({ gameId: game.gameId, period: game.clock!.period }),
    ]);
    const after = await current(game.gameId);
    expect(after.version).toBe(game.version + 1);
    expect(after.clock!.period).not.toBe(game.clock!.period);

    await timeout({ gameId: game.gameId, period: game.clock!.period });
    expect((await current(game.gameId)).version).toBe(after.version);
  });

  it("does nothing for a period already over, even while the current period is overdue (that is its own timer's job)", async () => {
    const clock = testClock();
    const timeout = timeoutTarget(clock);
    const game = await startedGame('dice-kings', { TurnTime: 1 }, 1, clock);
    clock.set(deadlineOf(game)!);
    await timeout({ gameId: game.gameId, period: game.clock!.period });
    const next = await current(game.gameId);
    clock.set(deadlineOf(next)!);

    await timeout({ gameId: game.gameId, period: game.clock!.period });
    await timeout({ gameId: game.gameId, period: next.clock!.period + 1 });
    expect((await current(game.gameId)).version).toBe(next.version);
  });

  it('fired a little early for the current period, waits for the deadline and then applies the default', async () => {
    const clock = testClock();
    const game = await startedGame('dice-kings', { TurnTime: 1 }, 1, clock);
    await timeoutTarget(clock)({ gameId: game.gameId, period: game.clock!.period });
    expect(clock.now()).toBeGreaterThanOrEqual(deadlineOf(game)!);
    const stream = await loadStream(game.gameId);
    expect(stream.at(-1)!.version).toBe(game.version + 1);
    expect(stream.at(-1)!.events.map((e) => e.type)).toEqual(['DiceRolled', 'BoxScored', 'TurnStarted']);
    expect(stream.at(-1)!.actor).toBeUndefined();
  });

  it('ignores an input it does not understand and a game that does not exist, so the schedule is not retried forever', async () => {
    await expect(handler({ game: 'x' })).resolves.toBe('nothing-due');
    await expect(handler({ gameId: 'g_nothing', period: 0 })).resolves.toBe('nothing-due');
  });

  it('reads a schedule armed before the timed period was named period, whose input says step', async () => {
    const clock = testClock();
    const game = await startedGame('rummiduck', { TurnTime: 1, StartTiles: 1 }, 2, clock);
    clock.set(deadlineOf(game)!);
    await timeoutTarget(clock)({ gameId: game.gameId, step: game.clock!.period });
    expect((await current(game.gameId)).version).toBe(game.version + 1);
  });
});
