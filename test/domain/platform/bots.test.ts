/** docs/contract.md, bots: seat 0 seats bots in the lobby; a rematch seats them again. */
import { describe, expect, it } from 'vitest';
import { addBot, botSeats, claimRematch, fold, rematchCreation, type StoredEvent } from '../../../domain/platform/index.ts';
import { created, gameStarted, joined, platformGiven } from '../../support/platform-spec.ts';

const T = Date.parse('2030-01-01T00:00:00Z');
const botJoined = (playerId: string, name: string, level: 'strong' | 'easy', at: number): StoredEvent => ({
  type: 'PlayerJoined',
  player: { playerId, name },
  bot: level,
  at,
});

describe('adding a bot', () => {
  it('docs/contract.md: "201, the game view, with a bot in the next seat", shown as bot: true, named by its number and level', () => {
    const given = platformGiven(created('quicks', 'ann', T), joined('bob', T));
    given.when((s) => addBot(s, 'ann', 'b_1', 'strong', T + 5)).then([botJoined('b_1', 'Bot 1 (strong)', 'strong', T + 5)]);
    const seated = platformGiven(created('quicks', 'ann', T), joined('bob', T), botJoined('b_1', 'Bot 1 (strong)', 'strong', T));
    expect(seated.state.players[2]).toEqual({
      playerId: 'b_1',
      name: 'Bot 1 (strong)',
      seat: 2,
      bot: true,
      level: 'strong',
      resigned: false,
      // docs/contract.md, Fairness: a bot's client seed is `bot`.
      clientSeed: 'bot',
    });
    seated.when((s) => addBot(s, 'ann', 'b_2', 'easy', T)).then([botJoined('b_2', 'Bot 2 (easy)', 'easy', T)]);
  });

  it('docs/contract.md: "Full: 409 game-full" (player counts include bots: Rummiduck seats 2 to 4)', () => {
    platformGiven(created('rummiduck', 'ann', T), ...['b', 'c', 'd'].map((p) => botJoined(p, p, 'easy', T)))
      .when((s) => addBot(s, 'ann', 'b_9', 'strong', T))
      .thenRefused('game-full', /rummiduck seats at most 4 players, bots included/);
  });

  it('docs/contract.md: "after the start: 409 already-started"', () => {
    platformGiven(created('quicks', 'ann', T), joined('bob', T), gameStarted(T))
      .when((s) => addBot(s, 'ann', 'b_1', 'strong', T))
      .thenRefused('already-started', /bots are added in the lobby/);
  });

  it('docs/contract.md: "not seat 0: 403 not-creator", seated or not', () => {
    const given = platformGiven(created('quicks', 'ann', T), joined('bob', T));
    given.when((s) => addBot(s, 'bob', 'b_1', 'strong', T)).thenRefused('not-creator', /Only the player in seat 0/);
    given.when((s) => addBot(s, 'zed', 'b_1', 'strong', T)).thenRefused('not-creator', /Only the player in seat 0/);
  });

  it('docs/contract.md, leave: a cancelled game takes no bots (409 game-over)', () => {
    platformGiven(created('quicks', 'ann', T), { type: 'GameCancelled', playerId: 'ann', at: T })
      .when((s) => addBot(s, 'ann', 'b_1', 'strong', T))
      .thenRefused('game-over', /cancelled/);
  });
});

describe('rematch', () => {
  it('docs/contract.md: "every bot of the old game re-seated", after the caller at seat 0, with their ids, names and levels', () => {
    const events = [
      created('dice-kings', 'ann', T),
      botJoined('b_1', 'Bot 1 (strong)', 'strong', T),
      joined('bob', T),
      botJoined('b_2', 'Bot 2 (easy)', 'easy', T),
    ];
    const ended = { ...platformGiven(...events).state, status: 'ended' as const };
    const claim = claimRematch(ended, { playerId: 'bob', name: 'bob' }, 'g_again', T + 9) as StoredEvent[];
    const named = fold([...events.map((e, i) => ({ version: i + 1, events: [e] })), { version: events.length + 1, events: claim }])!;
    const again = fold([
      {
        version: 1,
        events: rematchCreation({ ...named, status: 'ended' }, { algorithm: 'oc-fair-v1', commitment: 'c'.repeat(64) }, 'bob-seed'),
      },
    ])!;
    expect(again.players.map((p) => [p.playerId, p.name, p.bot, p.level])).toEqual([
      ['bob', 'bob', false, undefined],
      ['b_1', 'Bot 1 (strong)', true, 'strong'],
      ['b_2', 'Bot 2 (easy)', true, 'easy'],
    ]);
    expect(botSeats(again).map((b) => b.seat)).toEqual([1, 2]);
  });
});
