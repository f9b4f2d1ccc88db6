/** The platform's own rules for the lobby (docs/contract.md, Games): joining, starting, who may play. */
import { describe, expect, it } from 'vitest';
import { join, play, start, type StoredEvent } from '../../../domain/platform/index.ts';
import { testDraws } from '../../support/spec.ts';
import { created, gameStarted, joined, platformGiven } from '../../support/platform-spec.ts';

const T = Date.parse('2030-01-01T00:00:00Z');
const seat = (playerId: string) => ({ playerId, name: playerId });

describe('joining', () => {
  it('docs/contract.md: "the caller takes the next seat"', () => {
    const given = platformGiven(created('quicks', 'ann', T));
    given.when((s) => join(s, seat('bob'), T + 5)).then([{ type: 'PlayerJoined', player: seat('bob'), at: T + 5 }]);
    expect(platformGiven(created('quicks', 'ann', T), joined('bob', T + 5)).state.players).toEqual([
      { playerId: 'ann', name: 'ann', seat: 0, bot: false, resigned: false, clientSeed: null },
      { playerId: 'bob', name: 'bob', seat: 1, bot: false, resigned: false, clientSeed: null },
    ]);
  });

  it('docs/contract.md: "joining twice is a no-op", also for the creator and after the start', () => {
    platformGiven(created('quicks', 'ann', T), joined('bob', T))
      .when((s) => join(s, seat('bob'), T + 1))
      .thenNothingHappened();
    platformGiven(created('quicks', 'ann', T))
      .when((s) => join(s, seat('ann'), T + 1))
      .thenNothingHappened();
    platformGiven(created('quicks', 'ann', T), joined('bob', T), gameStarted(T))
      .when((s) => join(s, seat('bob'), T + 1))
      .thenNothingHappened();
  });

  it('docs/contract.md: a full game is 409 game-full (Quicks seats 2 to 5)', () => {
    const full = platformGiven(created('quicks', 'p0', T), ...['p1', 'p2', 'p3', 'p4'].map((p) => joined(p, T)));
    full.when((s) => join(s, seat('p5'), T)).thenRefused('game-full', /This game is full: quicks seats at most 5 players/);
  });

  it('docs/contract.md: nobody joins once the game has started (409 already-started)', () => {
    platformGiven(created('quicks', 'ann', T), joined('bob', T), gameStarted(T))
      .when((s) => join(s, seat('cy'), T))
      .thenRefused('already-started', /already started; nobody can join/);
  });
});

describe('starting', () => {
  it("docs/contract.md: seat 0 starts the game: GameStarted, then the game's own opening, stamped at the time of the start", () => {
    platformGiven(created('dice-kings', 'ann', T))
      .when((s) => start(s, 'ann', T + 10, testDraws()))
      .then([
        { type: 'GameStarted', at: T + 10 },
        { type: 'TurnStarted', playerId: 'ann', at: T + 10 },
      ]);
  });

  it('docs/contract.md: anyone but seat 0 is 403 not-creator', () => {
    platformGiven(created('quicks', 'ann', T), joined('bob', T))
      .when((s) => start(s, 'bob', T, testDraws()))
      .thenRefused('not-creator', /Only the player in seat 0/);
  });

  it('docs/contract.md: too few players is 409 not-enough-players (Quicks 2 to 5)', () => {
    platformGiven(created('quicks', 'ann', T))
      .when((s) => start(s, 'ann', T, testDraws()))
      .thenRefused('not-enough-players', /A game of quicks needs at least 2 players; 1 seated so far/);
  });

  it('docs/contract.md: a second start is 409 already-started', () => {
    platformGiven(created('dice-kings', 'ann', T), gameStarted(T))
      .when((s) => start(s, 'ann', T, testDraws()))
      .thenRefused('already-started', /already started/);
  });
});

describe('who may play', () => {
  it('docs/contract.md: a command from someone not seated is 403 not-seated', () => {
    platformGiven(created('dice-kings', 'ann', T), gameStarted(T))
      .when((s) => play(s, { type: 'roll' }, 'zed', T, testDraws()))
      .thenRefused('not-seated', /not seated/);
  });

  it('docs/contract.md: a command in the lobby is 409 not-started', () => {
    platformGiven(created('dice-kings', 'ann', T))
      .when((s) => play(s, { type: 'roll' }, 'ann', T, testDraws()))
      .thenRefused('not-started', /has not started yet; seat 0 starts it/);
  });

  it('rulings, all games: after the end every command gets 409 game-over', () => {
    const ended: StoredEvent = { type: 'GameEnded', result: { winners: ['ann'], scores: { ann: 0 } }, at: T };
    platformGiven(created('dice-kings', 'ann', T), gameStarted(T), { type: 'TurnStarted', playerId: 'ann', at: T }, ended)
      .when((s) => play(s, { type: 'roll' }, 'ann', T, testDraws()))
      .thenRefused('game-over', /This game is over/);
  });

  it("a seated player's command is the game's to decide, stamped at the time it is decided", () => {
    platformGiven(created('dice-kings', 'ann', T), gameStarted(T), { type: 'TurnStarted', playerId: 'ann', at: T })
      .when((s) => play(s, { type: 'roll' }, 'ann', T + 7, testDraws([[1, 2, 3, 4, 5]])))
      .then([{ type: 'DiceRolled', playerId: 'ann', keep: [], dice: [1, 2, 3, 4, 5], at: T + 7 }]);
  });
});
