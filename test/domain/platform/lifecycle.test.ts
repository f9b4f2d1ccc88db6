/**
 * The life of a game around its rules (docs/contract.md, Games: leave, resign, rematch; Players: rename):
 * the platform's decisions, given the stored events, when a player acts, then events or a refusal.
 */
import { describe, expect, it } from 'vitest';
import { isViolation, type Violation } from '../../../domain/kernel/index.ts';
import {
  claimRematch,
  create,
  fold,
  join,
  leave,
  overdue,
  play,
  rematchCreation,
  rename,
  resign,
  start,
  view,
  type GameState,
  type StoredEvent,
} from '../../../domain/platform/index.ts';
import { outcomeOf, testDraws } from '../../support/spec.ts';

const person = (name: string) => ({ playerId: name.toLowerCase(), name });
const [ann, bob, cy, dee] = [person('Ann'), person('Bob'), person('Cy'), person('Dee')];
const commitment = { algorithm: 'oc-fair-v1', commitment: 'c'.repeat(64) };

/** A game as stored: one item per decision, in order. */
class Table {
  private items: { version: number; events: StoredEvent[] }[] = [];
  constructor(game: 'quicks' | 'dice-kings' | 'rummiduck', config: Record<string, unknown> = {}) {
    this.add(create('g_1', game, config, ann, 1_000));
  }
  get state(): GameState {
    return fold(this.items)!;
  }
  add(decided: StoredEvent[] | Violation): this {
    if (isViolation(decided)) throw new Error(decided.detail);
    if (decided.length > 0) this.items.push({ version: this.items.length + 1, events: decided });
    return this;
  }
  joined(...players: { playerId: string; name: string }[]): this {
    for (const p of players) this.add(join(this.state, p, 2_000));
    return this;
  }
  started(): this {
    return this.add(start(this.state, 'ann', 3_000, testDraws()));
  }
  seats = () => view(this.state, null).players.map(({ seat, playerId }) => [seat, playerId]);
}

/** A one-player Dice Kings game played to its end by its timeouts, each filling a box. */
function endedSolitaire(): Table {
  const table = new Table('dice-kings', { TurnTime: 1 }).started();
  return table.add(overdue(table.state, 1_000_000, testDraws()));
}

describe('leave (docs/contract.md, Games)', () => {
  it("leave: the seats after the caller's move up by one", () => {
    const table = new Table('quicks').joined(bob, cy, dee);
    outcomeOf(leave(table.state, 'bob', 5_000)).then([{ type: 'PlayerLeft', playerId: 'bob', at: 5_000 }]);
    table.add(leave(table.state, 'bob', 5_000));
    expect(table.seats()).toEqual([
      [0, 'ann'],
      [1, 'cy'],
      [2, 'dee'],
    ]);
  });

  it('leave: a player who left holds no seat: leaving again is not-seated, and joining again takes the last seat', () => {
    const table = new Table('quicks').joined(bob, cy);
    table.add(leave(table.state, 'bob', 5_000));
    outcomeOf(leave(table.state, 'bob', 6_000)).thenRefused('not-seated', /not seated in this game/);
    table.joined(bob);
    expect(table.seats()).toEqual([
      [0, 'ann'],
      [1, 'cy'],
      [2, 'bob'],
    ]);
  });

  it('leave: seat 0 leaving cancels the game: status cancelled, every seat as it was', () => {
    const table = new Table('quicks').joined(bob);
    outcomeOf(leave(table.state, 'ann', 5_000)).then([{ type: 'GameCancelled', playerId: 'ann', at: 5_000 }]);
    table.add(leave(table.state, 'ann', 5_000));
    expect(view(table.state, null)).toMatchObject({ status: 'cancelled', turn: null, result: null, board: null });
    expect(table.seats()).toEqual([
      [0, 'ann'],
      [1, 'bob'],
    ]);
  });

  it('leave: joins, starts, commands and leaving on a cancelled game are refused with game-over', () => {
    const table = new Table('quicks').joined(bob);
    table.add(leave(table.state, 'ann', 5_000));
    outcomeOf(join(table.state, cy, 6_000)).thenRefused('game-over', /cancelled/);
    outcomeOf(join(table.state, bob, 6_000)).thenRefused('game-over', /cancelled/);
    outcomeOf(start(table.state, 'ann', 6_000, testDraws())).thenRefused('game-over', /cancelled/);
    outcomeOf(play(table.state, { type: 'throw' }, 'ann', 6_000, testDraws())).thenRefused('game-over', /cancelled/);
    outcomeOf(leave(table.state, 'bob', 6_000)).thenRefused('game-over', /cancelled/);
  });

  it('leave: not seated is not-seated; after the start, already-started', () => {
    const table = new Table('quicks').joined(bob);
    outcomeOf(leave(table.state, 'cy', 5_000)).thenRefused('not-seated', /no seat to leave/);
    table.started();
    outcomeOf(leave(table.state, 'bob', 5_000)).thenRefused('already-started', /only be left in the lobby/);
    outcomeOf(leave(table.state, 'ann', 5_000)).thenRefused('already-started', /only be left in the lobby/);
  });
});

describe('resign (docs/contract.md, Games; docs/rulings.md, Resigning)', () => {
  it('Resigning ruling 1: a resigned player keeps their seat in the view, marked resigned; everyone else is not', () => {
    const table = new Table('quicks').joined(bob, cy).started();
    table.add(resign(table.state, 'bob', 5_000));
    expect(view(table.state, 'ann').players).toEqual([
      { playerId: 'ann', name: 'Ann', seat: 0, bot: false, resigned: false },
      { playerId: 'bob', name: 'Bob', seat: 1, bot: false, resigned: true },
      { playerId: 'cy', name: 'Cy', seat: 2, bot: false, resigned: false },
    ]);
  });

  it("Resigning ruling 1: a resigned player's commands are refused: they are never awaited again", () => {
    const table = new Table('quicks').joined(bob, cy).started();
    table.add(play(table.state, { type: 'throw' }, 'ann', 4_000, testDraws([[1, 2, 3, 4, 5, 6]])));
    table.add(resign(table.state, 'bob', 5_000));
    outcomeOf(play(table.state, { type: 'pass' }, 'bob', 6_000, testDraws())).thenRefused('not-your-turn', /resigned from this game/);
  });

  it('Resigning ruling 7: the resignation is stored as an event of its own, stamped when it happened', () => {
    const table = new Table('rummiduck').joined(bob, cy).started();
    outcomeOf(resign(table.state, 'cy', 5_000)).then([{ type: 'PlayerResigned', playerId: 'cy', at: 5_000 }]);
  });

  it('resign: twice is a no-op; in the lobby not-started; after the end or a cancel game-over; not seated not-seated', () => {
    const table = new Table('quicks').joined(bob, cy);
    outcomeOf(resign(table.state, 'bob', 4_000)).thenRefused('not-started', /leave it instead/);
    table.started().add(resign(table.state, 'bob', 5_000));
    outcomeOf(resign(table.state, 'bob', 6_000)).thenNothingHappened();
    outcomeOf(resign(table.state, 'dee', 6_000)).thenRefused('not-seated', /not seated/);
    table.add(resign(table.state, 'cy', 7_000));
    expect(table.state.status).toBe('ended');
    outcomeOf(resign(table.state, 'ann', 8_000)).thenRefused('game-over', /over/);
    const cancelled = new Table('quicks').joined(bob);
    cancelled.add(leave(cancelled.state, 'ann', 5_000));
    outcomeOf(resign(cancelled.state, 'bob', 6_000)).thenRefused('game-over', /cancelled/);
  });
});

describe('rename (docs/contract.md, Players: PATCH /players/me)', () => {
  it('rename: the seat shows the new name from then on, in any status', () => {
    const table = new Table('quicks').joined(bob);
    table.add(rename(table.state, 'bob', 'Robert', 5_000));
    expect(view(table.state, null).players[1]).toMatchObject({ playerId: 'bob', name: 'Robert' });
    table.started().add(rename(table.state, 'bob', 'Bobby', 6_000));
    expect(view(table.state, null).players[1]).toMatchObject({ name: 'Bobby' });
  });

  it('rename: nothing to store for the name the seat already shows, or for a player without a seat', () => {
    const table = new Table('quicks').joined(bob);
    outcomeOf(rename(table.state, 'bob', 'Bob', 5_000)).thenNothingHappened();
    outcomeOf(rename(table.state, 'cy', 'Cyrus', 5_000)).thenNothingHappened();
  });
});

describe('rematch (docs/contract.md, Games)', () => {
  it('rematch: an ended game names one new lobby of the same game and config, the first caller at seat 0', () => {
    const table = endedSolitaire();
    expect(table.state.status).toBe('ended');
    outcomeOf(claimRematch(table.state, ann, 'g_2', 9_000)).then([{ type: 'RematchCreated', rematch: 'g_2', creator: ann, at: 9_000 }]);
    table.add(claimRematch(table.state, ann, 'g_2', 9_000));
    expect(view(table.state, null).rematch).toBe('g_2');
    const again = fold([{ version: 1, events: rematchCreation(table.state, commitment, 'ann seed') }])!;
    expect(view(again, null)).toMatchObject({
      gameId: 'g_2',
      game: 'dice-kings',
      status: 'lobby',
      config: table.state.config,
      players: [{ playerId: 'ann', seat: 0 }],
    });
  });

  it('rematch: once named, a later claim stores nothing, so several callers at once get the same new game', () => {
    const table = endedSolitaire();
    table.add(claimRematch(table.state, ann, 'g_2', 9_000));
    outcomeOf(claimRematch(table.state, ann, 'g_3', 9_500)).thenNothingHappened();
    expect(rematchCreation(table.state, commitment, 'ann seed')).toEqual(
      create('g_2', 'dice-kings', table.state.config, { ...ann, clientSeed: 'ann seed' }, 9_000, commitment),
    );
  });

  it('rematch: before the end, not-started in the lobby (or cancelled) and already-started in play; only players of the game', () => {
    const table = new Table('quicks').joined(bob);
    outcomeOf(claimRematch(table.state, ann, 'g_2', 4_000)).thenRefused('not-started', /not started yet/);
    table.started();
    outcomeOf(claimRematch(table.state, bob, 'g_2', 4_000)).thenRefused('already-started', /still being played/);
    outcomeOf(claimRematch(endedSolitaire().state, cy, 'g_2', 4_000)).thenRefused('not-seated', /Only the players/);
    const cancelled = new Table('quicks').joined(bob);
    cancelled.add(leave(cancelled.state, 'ann', 5_000));
    outcomeOf(claimRematch(cancelled.state, bob, 'g_2', 6_000)).thenRefused('not-started', /cancelled before it started/);
  });

  it('rematch: the view names no rematch until there is one', () => {
    expect(view(endedSolitaire().state, null).rematch).toBeNull();
  });
});
