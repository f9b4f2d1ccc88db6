/** docs/rulings.md, The pot: what the pot is and how it is shared, as the view shows it. */
import { describe, expect, it } from 'vitest';
import { addBot, potOf, type GameState } from '../../../domain/platform/index.ts';
import { games } from '../../../domain/games.ts';
import { created, gameStarted, joined, platformGiven } from '../../support/platform-spec.ts';

const T = Date.parse('2030-01-01T00:00:00Z');
const seats = ['ann', 'bob', 'cat', 'dan', 'eve'];

/** A Quicks game of these seats with this stake, started. */
const started = (stake: number, players = seats): GameState =>
  platformGiven(created('quicks', players[0]!, T, { Stake: stake }), ...players.slice(1).map((p) => joined(p, T)), gameStarted(T)).state;

const ended = (state: GameState, winners: string[]): GameState => ({
  ...state,
  status: 'ended',
  result: { winners, scores: Object.fromEntries(state.players.map((p) => [p.playerId, winners.includes(p.playerId) ? 10 : 0])) },
});

describe('The pot', () => {
  it('The pot, 1: "The pot is Stake times the players seated when the game starts, resigned players included"', () => {
    const game = started(20);
    expect(potOf(game)).toEqual({ stake: 20, total: 100, shares: null });
    const resigned: GameState = { ...game, players: game.players.map((p) => (p.seat === 2 ? { ...p, resigned: true } : p)) };
    expect(potOf(resigned).total).toBe(100);
  });

  it('The pot, 2: "Example: pot 100, winners at seats 1, 3 and 4: 34, 33, 33"', () => {
    expect(potOf(ended(started(20), ['eve', 'bob', 'dan'])).shares).toEqual({ bob: 34, dan: 33, eve: 33 });
  });

  it('The pot, 2: "Each gets floor(pot / winners)"; a single winner takes the whole pot, a resigned loser\'s stake included', () => {
    expect(potOf(ended(started(7, ['ann', 'bob', 'cat']), ['ann', 'cat'])).shares).toEqual({ ann: 11, cat: 10 });
    expect(potOf(ended(started(250, ['ann', 'bob']), ['bob'])).shares).toEqual({ bob: 500 });
  });

  it('The pot, 3: "A game that ends with no winner (a resigned solitaire game) gives each stake back"', () => {
    const solitaire = platformGiven(created('dice-kings', 'ann', T, { Stake: 300 }), gameStarted(T)).state;
    expect(potOf(ended(solitaire, []))).toEqual({ stake: 300, total: 300, shares: { ann: 300 } });
  });

  it('The pot, 4: "Stakes are taken when the game starts, never at join": nothing in the pot in the lobby nor once cancelled', () => {
    const lobby = platformGiven(created('quicks', 'ann', T, { Stake: 50 }), joined('bob', T)).state;
    expect(potOf(lobby)).toEqual({ stake: 50, total: 0, shares: null });
    const cancelled = platformGiven(created('quicks', 'ann', T, { Stake: 50 }), joined('bob', T), {
      type: 'GameCancelled',
      playerId: 'ann',
      at: T,
    }).state;
    expect(potOf(cancelled)).toEqual({ stake: 50, total: 0, shares: null });
  });

  it('docs/contract.md, Chips and the pot: "No bot can be seated in a game with a stake (409 stakes-no-bots)"', () => {
    platformGiven(created('quicks', 'ann', T, { Stake: 1 }))
      .when((s) => addBot(s, 'ann', 'b_1', 'strong', T))
      .thenRefused('stakes-no-bots', /stake of 1 chips; no bot/);
  });

  it("docs/contract.md, Games: Stake is an integer 0 to 1,000,000, default 0, in every game's config", () => {
    for (const rules of Object.values(games)) {
      expect(rules.configSchema.parse({}).Stake).toBe(0);
      expect(rules.configSchema.parse({ Stake: 1_000_000 }).Stake).toBe(1_000_000);
      for (const Stake of [-1, 1_000_001, 2.5, '10']) expect(rules.configSchema.safeParse({ Stake }).success).toBe(false);
    }
  });
});
