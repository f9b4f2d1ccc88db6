/**
 * The bots' decisions without storage or HTTP (functions/bots): who is awaited, what a bot
 * decides from its view, and the hint. Games are folded from stored items, each decision its
 * own item, as the command service stores them.
 */
import { describe, expect, it } from 'vitest';
import { isViolation, seededDraws, type BotLevel, type Violation } from '../../domain/kernel/index.ts';
import { fold, play, start, type GameState, type StoredEvent } from '../../domain/platform/index.ts';
import { awaitedBots } from '../../functions/bots/awaited.ts';
import { hintFor } from '../../functions/bots/hint.ts';
import { decideFor } from '../../functions/bots/strategies.ts';
import { created } from '../support/platform-spec.ts';

const T = Date.parse('2030-01-01T00:00:00Z');
const bot = (playerId: string, level: BotLevel): StoredEvent => ({
  type: 'PlayerJoined',
  player: { playerId, name: playerId },
  bot: level,
  at: T,
});

/** A game in play from its lobby's events, started by its creator; each decision applied becomes the next stored item. */
function playing(...lobby: StoredEvent[]) {
  const items = lobby.map((event, i) => ({ version: i + 1, events: [event] }));
  const draws = seededDraws(19);
  const game = {
    state: fold(items)!,
    apply(events: StoredEvent[] | Violation): GameState {
      if (isViolation(events)) throw new Error(`refused: ${events.violation}: ${events.detail}`);
      items.push({ version: items.length + 1, events });
      return (game.state = fold(items)!);
    },
    /** `playerId`'s move as `level`'s bot decides it, from the game as it is now. */
    move(playerId: string, level: BotLevel = 'strong'): GameState {
      const choice = decideFor(game.state, playerId, level);
      if (!choice) throw new Error(`${playerId} is not awaited`);
      return game.apply(play(game.state, choice.move as never, playerId, T, draws));
    },
  };
  game.apply(start(game.state, game.state.players[0]!.playerId, T, draws));
  return game;
}

const awaiting = (state: GameState) => state.rules.turn(state.rulesState)?.awaiting ?? [];

describe('GET /games/{id}/hint (hint.ts)', () => {
  it('docs/contract.md: "Not the caller\'s move: 409 not-your-turn": Quicks, step white, the caller has decided and the bot has not', async () => {
    const game = playing(created('quicks', 'ann', T), bot('b_1', 'strong'));
    expect(awaiting(game.state)).toEqual(['ann']);
    expect(await hintFor(game.state, 'ann')).toMatchObject({ version: game.state.version, move: { type: 'throw' } });
    game.move('ann'); // the throw: step white awaits both
    game.move('ann'); // Ann's white decision
    expect(awaiting(game.state)).toEqual(['b_1']);
    expect(await hintFor(game.state, 'ann')).toMatchObject({ violation: 'not-your-turn' });
  });
});

describe('RULINGS Bots 3: "In Quicks\' step white, bots decide like everyone else, at the same time"', () => {
  it('awaits every bot at once, each deciding from the same version; each decision is taken, and none waits for the person', () => {
    const game = playing(created('quicks', 'ann', T), bot('b_1', 'strong'), bot('b_2', 'easy'));
    game.move('ann'); // the throw
    const thrown = game.state;
    expect(awaiting(thrown)).toEqual(['ann', 'b_1', 'b_2']);
    const bots = awaitedBots(thrown);
    expect(bots.map((b) => b.playerId)).toEqual(['b_1', 'b_2']);
    // As the bot worker does (move.ts): every awaited bot decides from this version's view, then each is applied.
    const decided = bots.map((seat) => ({ seat, choice: decideFor(thrown, seat.playerId, seat.level)! }));
    for (const { seat, choice } of decided) game.apply(play(game.state, choice.move as never, seat.playerId, T, seededDraws(1)));
    // The second bot's decision, made before the first was applied, is taken after it; the person still decides.
    expect(game.state.version).toBe(thrown.version + 2);
    expect(awaiting(game.state)).toEqual(['ann']);
    expect(awaitedBots(game.state)).toEqual([]);
  });
});
