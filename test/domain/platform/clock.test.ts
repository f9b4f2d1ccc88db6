/**
 * The platform's clock (docs/contract.md, The game view; the rulings' timeouts): every timed period has a
 * deadline TurnTime after it began; the defaults of overdue periods are applied, each at its
 * own deadline; a timer does something only for the period it was armed for, once it is due.
 */
import { describe, expect, it } from 'vitest';
import { deadlineOf, overdue, timeoutDue, view, type StoredEvent } from '../../../domain/platform/index.ts';
import { testDraws } from '../../support/spec.ts';
import { created, gameStarted, joined, platformGiven } from '../../support/platform-spec.ts';

const T = Date.parse('2030-01-01T00:00:00Z');
const turnStarted = (playerId: string, at: number): StoredEvent => ({ type: 'TurnStarted', playerId, at });
const rolled = (dice: number[], at: number): StoredEvent => ({ type: 'DiceRolled', playerId: 'ann', keep: [], dice, at });
/** A Dice Kings solitaire with TurnTime 60, its first turn begun at T. */
const solitaire = (...events: StoredEvent[]) =>
  platformGiven(created('dice-kings', 'ann', T, { TurnTime: 60 }), gameStarted(T), turnStarted('ann', T), ...events);

describe('deadlines', () => {
  it('docs/contract.md: "deadline is when the step runs out of time (TurnTime after it began)", shown in the view as ISO-8601', () => {
    const { state } = solitaire();
    expect(deadlineOf(state)).toBe(T + 60_000);
    expect(view(state, null).turn?.deadline).toBe('2030-01-01T00:01:00.000Z');
  });

  it('nothing is awaited in the lobby or after the end: no deadline', () => {
    expect(deadlineOf(platformGiven(created('dice-kings', 'ann', T)).state)).toBeNull();
    const ended: StoredEvent = { type: 'GameEnded', result: { winners: ['ann'], scores: { ann: 0 } }, at: T + 5 };
    expect(deadlineOf(solitaire(ended).state)).toBeNull();
  });

  it('Dice Kings ruling 8, "TurnTime per turn": a roll does not restart the clock, the next turn does', () => {
    expect(deadlineOf(solitaire(rolled([1, 2, 3, 4, 5], T + 30_000)).state)).toBe(T + 60_000);
    const next = solitaire(
      rolled([1, 2, 3, 4, 5], T + 30_000),
      { type: 'BoxScored', playerId: 'ann', column: 0, box: 'chance', points: 15, extraKings: 0, at: T + 40_000 },
      turnStarted('ann', T + 40_000),
    );
    expect(deadlineOf(next.state)).toBe(T + 100_000);
  });

  it('Quicks ruling 10, "TurnTime per step": each new step restarts the clock', () => {
    const given = platformGiven(created('quicks', 'ann', T, { TurnTime: 30 }), joined('bob', T), gameStarted(T), turnStarted('ann', T));
    expect(deadlineOf(given.state)).toBe(T + 30_000);
    const thrown = platformGiven(created('quicks', 'ann', T, { TurnTime: 30 }), joined('bob', T), gameStarted(T), turnStarted('ann', T), {
      type: 'DiceThrown',
      thrower: 'ann',
      dice: { white: [1, 1], red: 1, yellow: 1, green: 1, blue: 1 },
      at: T + 5_000,
    });
    expect(deadlineOf(thrown.state)).toBe(T + 35_000);
  });
});

describe('overdue defaults', () => {
  it('docs/contract.md: before the deadline nothing is due', () => {
    solitaire()
      .when((s) => overdue(s, T + 59_999, testDraws()))
      .thenNothingHappened();
  });

  it('docs/contract.md: "at the deadline the step\'s default is applied", stamped at the deadline however late it is applied', () => {
    solitaire()
      .when((s) => overdue(s, T + 60_000 + 5_000, testDraws([[6, 6, 6, 6, 6]])))
      .then([
        rolled([6, 6, 6, 6, 6], T + 60_000),
        { type: 'BoxScored', playerId: 'ann', column: 0, box: 'diceKings', points: 50, extraKings: 0, at: T + 60_000 },
        turnStarted('ann', T + 60_000),
      ]);
  });

  it('docs/contract.md: "a command that arrives after the deadline finds that default already applied": every overdue period, each at its own deadline', () => {
    const { outcome } = solitaire().when((s) => overdue(s, T + 3 * 60_000, testDraws()));
    const turns = (outcome as StoredEvent[]).filter((e) => e.type === 'TurnStarted').map((e) => e.at);
    expect(turns).toEqual([T + 60_000, T + 120_000, T + 180_000]);
  });

  it('a game abandoned for long runs its defaults until it ends, and no further', () => {
    const { outcome } = solitaire().when((s) => overdue(s, T + 365 * 24 * 3600_000, testDraws()));
    const events = outcome as StoredEvent[];
    expect(events.filter((e) => e.type === 'BoxScored')).toHaveLength(13);
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded', at: T + 13 * 60_000 });
  });
});

describe('timeoutDue: a timer acts for its own period only, once it has run out', () => {
  it('the current period at or after its deadline is due; before it, it is not', () => {
    const { state } = solitaire();
    const period = state.clock!.period;
    expect(timeoutDue(state, period, T + 59_999)).toBe(false);
    expect(timeoutDue(state, period, T + 60_000)).toBe(true);
    expect(timeoutDue(state, period, T + 600_000)).toBe(true);
  });

  it('a timer armed for another period, or for a game that has ended, is not due', () => {
    const { state } = solitaire();
    expect(timeoutDue(state, state.clock!.period - 1, T + 600_000)).toBe(false);
    expect(timeoutDue(state, state.clock!.period + 1, T + 600_000)).toBe(false);
    const ended = solitaire({ type: 'GameEnded', result: { winners: ['ann'], scores: { ann: 0 } }, at: T + 5 });
    expect(timeoutDue(ended.state, state.clock!.period, T + 600_000)).toBe(false);
  });
});
