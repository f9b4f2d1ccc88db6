/** The public contract of docs/contract.md for Quicks: config, command bodies, the view's board and turn. */
import { describe, expect, it } from 'vitest';
import { quicks } from '../../../domain/quicks/index.ts';
import { allDice, ann, turnStarted, bob, boardOf, crossed, cy, dice, fold, history, players, rowLocked, thrown } from './fixtures.ts';

describe('Quicks contract', () => {
  it("config: the documents' defaults PenaltyPoints 5, LockAt 5, LockedRows 2, Penalties 4, TurnTime 30, and the contract's Stake 0", () => {
    expect(quicks.configSchema.parse({})).toEqual({ PenaltyPoints: 5, LockAt: 5, LockedRows: 2, Penalties: 4, TurnTime: 30, Stake: 0 });
  });

  it('config: unknown keys and out-of-range values are refused', () => {
    for (const bad of [
      { Lockat: 5 },
      { LockAt: 11 },
      { LockedRows: 0 },
      { LockedRows: 5 },
      { Penalties: 0 },
      { PenaltyPoints: -1 },
      { TurnTime: 0 },
      { TurnTime: 1.5 },
    ]) {
      expect(quicks.configSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(quicks.configSchema.parse({ TurnTime: 1, LockAt: 0, LockedRows: 4 })).toMatchObject({ TurnTime: 1, LockAt: 0, LockedRows: 4 });
  });

  it('commands: exactly the bodies of docs/contract.md', () => {
    for (const good of [{ type: 'throw' }, { type: 'pass' }, { type: 'cross', row: 'red' }, { type: 'cross', row: 'blue', white: 1 }]) {
      expect(quicks.commandSchema.safeParse(good).success, JSON.stringify(good)).toBe(true);
    }
    for (const bad of [
      { type: 'roll' },
      { type: 'cross' },
      { type: 'cross', row: 'purple' },
      { type: 'cross', row: 'red', white: 2 },
      { type: 'pass', row: 'red' },
      { type: 'throw', expectedVersion: 3 },
    ]) {
      expect(quicks.commandSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('seats 2 to 5, leaderboard quicks', () => {
    expect(quicks.seats).toEqual({ min: 2, max: 5 });
    expect(quicks.leaderboard(quicks.configSchema.parse({}))).toBe('quicks');
  });

  it('board: dice null before the throw; a die out of the game is absent; sheets with rows, locks, penalties, score', () => {
    expect(boardOf([turnStarted(ann)]).dice).toBeNull();
    const events = [
      ...history(bob, 'red', [2, 3, 4, 5, 6, 12]),
      rowLocked('red'),
      turnStarted(ann),
      thrown(ann, dice([2, 3], { yellow: 4, green: 5, blue: 6 })),
      crossed(cy, 'yellow', 5),
    ];
    expect(boardOf(events)).toEqual({
      dice: { white: [2, 3], yellow: 4, green: 5, blue: 6 },
      lockedRows: ['red'],
      sheets: {
        ann: { rows: { red: [], yellow: [], green: [], blue: [] }, locks: [], penalties: 0, score: 0 },
        bob: { rows: { red: [2, 3, 4, 5, 6, 12], yellow: [], green: [], blue: [] }, locks: ['red'], penalties: 0, score: 28 },
        cy: { rows: { red: [], yellow: [5], green: [], blue: [] }, locks: [], penalties: 0, score: 1 },
      },
    });
  });

  it('turn: before the start and after the end there is none; redact hides nothing (Quicks has no hidden information)', () => {
    expect(quicks.turn(quicks.initialState(quicks.configSchema.parse({}), players))).toBeNull();
    const event = thrown(ann, allDice(1, 2, 3, 4, 5, 6));
    expect(quicks.redact(event, null)).toEqual(event);
    expect(quicks.turn(fold([turnStarted(cy)]))).toMatchObject({ playerId: cy, step: 'throw', awaiting: [cy] });
  });

  it('decide before the start is not-started; an unseated actor is refused', () => {
    const state = quicks.initialState(quicks.configSchema.parse({}), players);
    expect(quicks.decide(state, { type: 'throw' }, ann, { dice: () => [1, 1, 1, 1, 1, 1], shuffle: (t) => [...t] })).toMatchObject({
      violation: 'not-started',
    });
    expect(
      quicks.decide(fold([turnStarted(ann)]), { type: 'throw' }, 'zed', { dice: () => [1, 1, 1, 1, 1, 1], shuffle: (t) => [...t] }),
    ).toMatchObject({ violation: 'not-your-turn' });
  });
});
