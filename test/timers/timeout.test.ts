/**
 * The timeout handler against DynamoDB Local: it applies the default of the step it was armed
 * for, once, and only when that step is still the game's and has run out.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { deadlineOf } from '../../domain/platform/index.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { handler as timeout } from '../../functions/timers/timeout.ts';
import { current, startedGame, useTables } from './games.ts';

useTables();

const untilPast = (deadline: number) => sleep(Math.max(0, deadline - Date.now() + 5));

describe('the timeout handler', () => {
  it('applies the default of a step that has run out, and a second firing for it changes nothing', async () => {
    const game = await startedGame('rummiduck', { TurnTime: 1, StartTiles: 1 });
    await untilPast(deadlineOf(game)!);

    // Two firings at once (a timer delivered twice): one write between them.
    await Promise.all([timeout({ gameId: game.gameId, period: game.clock!.period }), timeout({ gameId: game.gameId, period: game.clock!.period })]);
    const after = await current(game.gameId);
    expect(after.version).toBe(game.version + 1);
    expect(after.clock!.period).not.toBe(game.clock!.period);

    await timeout({ gameId: game.gameId, period: game.clock!.period });
    expect((await current(game.gameId)).version).toBe(after.version);
  });

  it('does nothing for a step already over, even while the current step is overdue (that is its own timer\'s job)', async () => {
    const game = await startedGame('dice-kings', { TurnTime: 1 }, 1);
    await untilPast(deadlineOf(game)!);
    await timeout({ gameId: game.gameId, period: game.clock!.period });
    const next = await current(game.gameId);
    await untilPast(deadlineOf(next)!);

    await timeout({ gameId: game.gameId, period: game.clock!.period });
    await timeout({ gameId: game.gameId, period: next.clock!.period + 1 });
    expect((await current(game.gameId)).version).toBe(next.version);
  });

  it('fired a little early for the current step, waits for the deadline and then applies the default', async () => {
    const game = await startedGame('dice-kings', { TurnTime: 1 }, 1);
    await timeout({ gameId: game.gameId, period: game.clock!.period });
    expect(Date.now()).toBeGreaterThanOrEqual(deadlineOf(game)!);
    const stream = await loadStream(game.gameId);
    expect(stream.at(-1)!.version).toBe(game.version + 1);
    expect(stream.at(-1)!.events.map((e) => e.type)).toEqual(['DiceRolled', 'BoxScored', 'TurnStarted']);
    expect(stream.at(-1)!.actor).toBeUndefined();
  });

  it('ignores an input it does not understand and a game that does not exist, so the schedule is not retried forever', async () => {
    await expect(timeout({ game: 'x' })).resolves.toBeUndefined();
    await expect(timeout({ gameId: 'g_nothing', period: 0 })).resolves.toBeUndefined();
  });
});
