/**
 * Quicks ruling 10 through the timeout target (TurnTime 1, the test's clock): a game whose
 * players never act carries on by itself, one default per step, until a player has
 * `Penalties` penalties. Each deadline passes when the test moves the clock, not in real time.
 */
import { describe, expect, it } from 'vitest';
import { deadlineOf, view } from '../../domain/platform/index.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { timeoutTarget } from '../../functions/timers/timeout.ts';
import { testClock } from '../support/clock.ts';
import { current, startedGame } from './games.ts';
import { useTables } from '../support/tables.ts';

useTables();

describe('Quicks turn timers', () => {
  it('ruling 10: nobody acts, so throws are made for the thrower, everyone passes, throwers take penalties, and the game ends by four penalties', async () => {
    const clock = testClock();
    const timeout = timeoutTarget(clock);
    let state = await startedGame('quicks', { TurnTime: 1 }, 2, clock);
    const [ann, bob] = state.players.map((p) => p.playerId) as [string, string];

    // Each step's timer fires at its deadline; bounded well above the 21 steps of seven turns.
    for (let step = 0; step < 100 && state.status !== 'ended'; step++) {
      clock.set(deadlineOf(state)!);
      await timeout({ gameId: state.gameId, period: state.clock!.period });
      state = await current(state.gameId);
    }
    const game = view(state, null) as {
      status: string;
      board: { sheets: Record<string, { penalties: number; rows: Record<string, number[]> }> };
      result: unknown;
    };
    expect(game.status).toBe('ended');
    // Seven turns, Ann throwing four of them: each a throw, a white and a colour step.
    const sheets = game.board.sheets;
    expect(sheets[ann]!.penalties).toBe(4);
    expect(sheets[bob]!.penalties).toBe(3);
    for (const sheet of [sheets[ann]!, sheets[bob]!]) expect(Object.values(sheet.rows).every((crossed) => crossed.length === 0)).toBe(true);
    expect(game.result).toEqual({ winners: [bob], scores: { [ann]: -20, [bob]: -15 } });

    const list = (await loadStream(state.gameId)).flatMap((item) => item.events);
    const count = (type: string) => list.filter((e) => e.type === type).length;
    expect(count('DiceThrown')).toBe(7);
    expect(count('PenaltyTaken')).toBe(7);
    expect(count('Passed')).toBe(7 * 3);
    expect(count('Crossed')).toBe(0);
  });
});
