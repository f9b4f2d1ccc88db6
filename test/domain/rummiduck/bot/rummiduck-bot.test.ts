/** The Rummiduck bots (domain/rummiduck/bot): always legal, from the view alone, and how they play. */
import { describe, expect, it } from 'vitest';
import { benchState, tableOf90 } from '../../../../bench/rummiduck-check.ts';
import type { GameState } from '../../../../domain/platform/state.ts';
import { view } from '../../../../domain/platform/view.ts';
import { BOT_LEVELS, isViolation, seededRandom, type BotLevel } from '../../../../domain/kernel/index.ts';
import type { Command } from '../../../../domain/rummiduck/commands.ts';
import { rummiduckBot, type RummiduckView } from '../../../../domain/rummiduck/bot/index.ts';
import { simulateRummiduck } from '../../../../domain/rummiduck/bot/simulate.ts';
import { NODE_BUDGET, strongDecision } from '../../../../domain/rummiduck/bot/strong.ts';
import type { Event, State } from '../../../../domain/rummiduck/index.ts';
import { rummiduck } from '../../../../domain/rummiduck/index.ts';
import { deepFreeze, inPlay, playGames, type Mover } from '../../../support/bot-games.ts';
import { testDraws } from '../../../support/spec.ts';
import { ann, bob, dealt, played, spec } from '../fixtures.ts';

const play = (state: GameState) => state.rulesState as State;
const bot =
  (level: BotLevel): Mover<RummiduckView> =>
  (v, me) =>
    rummiduckBot(level)(v, me)!.move;
const drawer: Mover<RummiduckView> = () => ({ type: 'draw' });
const viewOf = (state: State, me: string) => view(inPlay('rummiduck', rummiduck, state.config, state.players, state), me) as RummiduckView;
const decided = (state: State, command: Command, me: string) => rummiduck.decide(state, command, me, testDraws());

/** Ann and Bob after `events`; Ann moves first. */
const after = (config: Record<string, unknown>, ...events: Event[]) => spec(config, [ann, bob]).fold(events);

/** Positions from games of strong, easy and drawing seats, on varied configs. */
function positions(games: number, visit: (state: GameState, me: string) => void) {
  playGames<RummiduckView>(
    'rummiduck',
    games,
    (r) => ({
      config: {
        StartTiles: 10 + Math.floor(r() * 11),
        InitialMeld: [0, 10, 30][Math.floor(r() * 3)],
        JokerColourMatters: r() < 0.5,
      },
      movers: Array.from({ length: 2 + Math.floor(r() * 3) }, (_, i) =>
        i === 0 ? bot('strong') : [bot('strong'), bot('easy'), drawer][Math.floor(r() * 3)]!,
      ),
    }),
    (state) => visit(state, state.rules.turn(state.rulesState)!.playerId),
  );
}

describe('Rummiduck bots', () => {
  // Whole games of strong bots take seconds each on a shared machine.
  const SLOW = { timeout: 180_000 };

  it('Bots 1: both levels send a legal command in every position of 8 games, and never write to their view', SLOW, () => {
    let plays = 0;
    positions(8, (state, me) => {
      for (const level of BOT_LEVELS) {
        const command = rummiduckBot(level)(deepFreeze(view(state, me)) as RummiduckView, me)!.move;
        const outcome = decided(play(state), command, me);
        expect(isViolation(outcome) ? outcome.detail : 'legal').toBe('legal');
        if (command.type === 'play') plays++;
      }
    });
    expect(plays).toBeGreaterThan(60);
  });

  it('Bots 1: the choice does not change when the other racks and the bag change behind the same view', SLOW, () => {
    const shuffle = seededRandom(7);
    let compared = 0;
    positions(4, (state, me) => {
      const game = play(state);
      const others = game.players.filter((p) => p !== me);
      // Everything hidden from `me`, mixed: the other racks and the bag, each keeping its size.
      const hidden = [...others.flatMap((p) => game.racks[p]!), ...game.bag].sort(() => shuffle() - 0.5);
      let at = 0;
      const take = (n: number) => hidden.slice(at, (at += n));
      const racks = { ...game.racks, ...Object.fromEntries(others.map((p) => [p, take(game.racks[p]!.length)])) };
      const twin: State = { ...game, racks, bag: take(game.bag.length) };
      const mine = viewOf(game, me);
      expect(viewOf(twin, me)).toEqual(mine);
      expect(rummiduckBot('strong')(viewOf(twin, me), me)!.move).toEqual(rummiduckBot('strong')(mine, me)!.move);
      compared++;
    });
    expect(compared).toBeGreaterThan(60);
  });

  describe('strong', () => {
    it('ruling 3: rebuilds the table to lay tiles no set takes as it lies', () => {
      // Red 1 to 7 splits into 1-2-3 and 5-6-7 around a group of fours with the rack's black and blue 4.
      const run = ['red-1-a', 'red-2-a', 'red-3-a', 'red-4-a', 'red-5-a', 'red-6-a', 'red-7-a'];
      const state = after(
        {},
        dealt({ [ann]: ['black-4-a', 'blue-4-a', 'orange-9-a', 'orange-11-b'], [bob]: ['black-9-b'] }),
        played(bob, [run], []),
      );
      const melded = { ...state, hasMelded: { [ann]: true, [bob]: true }, current: ann };
      const command = rummiduckBot('strong')(viewOf(melded, ann), ann)!.move;
      expect(command.type).toBe('play');
      expect(decided(melded, command, ann)).toContainEqual(
        expect.objectContaining({ laid: expect.arrayContaining(['black-4-a', 'blue-4-a']) }),
      );
    });

    it('ruling 4: the initial meld lays InitialMeld points from the rack alone and leaves the table as it lay', () => {
      const table = [['red-10-a', 'red-11-a', 'red-12-a']];
      const rack = ['blue-9-a', 'blue-10-a', 'blue-11-a', 'black-1-a', 'orange-13-b'];
      const state = { ...after({}, dealt({ [ann]: rack, [bob]: ['black-9-b'] })), table };
      const command = rummiduckBot('strong')(viewOf(state, ann), ann)!.move;
      expect(command).toEqual({ type: 'play', table: [...table, ['blue-9-a', 'blue-10-a', 'blue-11-a']] });
      expect(isViolation(decided(state, command, ann))).toBe(false);
    });

    it('ruling 4: draws when the rack alone makes fewer than InitialMeld points, whatever the table offers', () => {
      const table = [['red-10-a', 'red-11-a', 'red-12-a']];
      const rack = ['blue-8-a', 'blue-9-a', 'blue-10-a', 'red-13-b'];
      const state = { ...after({}, dealt({ [ann]: rack, [bob]: ['black-9-b'] })), table };
      expect(rummiduckBot('strong')(viewOf(state, ann), ann)!.move).toEqual({ type: 'draw' });
    });

    it('ruling 4: uses a joker for the initial meld only when the rack cannot make it without', () => {
      // The nines alone are 27 points; the joker makes them 36.
      const rack = ['black-9-a', 'orange-9-a', 'red-9-a', 'blue-1-a', 'blue-5-a', 'joker-red'];
      const state = after({}, dealt({ [ann]: rack, [bob]: ['black-9-b'] }));
      const command = rummiduckBot('strong')(viewOf(state, ann), ann)!.move;
      expect(command).toEqual({ type: 'play', table: [expect.arrayContaining(['black-9-a', 'orange-9-a', 'red-9-a', 'joker-red'])] });
      const enough = after({}, dealt({ [ann]: ['black-11-a', 'orange-11-a', 'red-11-a', 'blue-1-a', 'joker-red'], [bob]: ['black-9-b'] }));
      expect(rummiduckBot('strong')(viewOf(enough, ann), ann)!.move).toEqual({
        type: 'play',
        table: [['black-11-a', 'orange-11-a', 'red-11-a']],
      });
    });

    it('keeps a joker on the rack when it would lay no more than itself, until the end nears', () => {
      const table = [['red-3-a', 'red-4-a', 'red-5-a']];
      // No two of these tiles make a set with the joker, and none fits the table.
      const rack = ['joker-black', 'blue-1-a', 'black-4-a', 'orange-7-a', 'red-10-b', 'blue-13-a', 'black-12-a', 'orange-2-a'];
      const state = { ...after({}, dealt({ [ann]: rack, [bob]: ['black-9-b', 'black-10-b', 'black-11-b', 'black-12-b'] })), table };
      const melded = { ...state, hasMelded: { [ann]: true, [bob]: true } };
      expect(rummiduckBot('strong')(viewOf(melded, ann), ann)!.move).toEqual({ type: 'draw' });
      // Bob close to going out: the joker is worth laying now.
      const near = { ...melded, racks: { ...melded.racks, [bob]: ['black-9-b', 'black-10-b'] } };
      const command = rummiduckBot('strong')(viewOf(near, ann), ann)!.move;
      expect(command.type).toBe('play');
      expect(isViolation(decided(near, command, ann))).toBe(false);
    });

    it('ruling 2: with JokerColourMatters a red joker stands only for a red tile', () => {
      const rack = ['joker-red', 'black-5-a', 'black-6-a', 'blue-1-a'];
      const state = after({ JokerColourMatters: true }, dealt({ [ann]: rack, [bob]: ['black-9-b', 'black-10-b'] }));
      const melded = { ...state, table: [['orange-1-a', 'orange-2-a', 'orange-3-a']], hasMelded: { [ann]: true, [bob]: true } };
      expect(rummiduckBot('strong')(viewOf(melded, ann), ann)!.move).toEqual({ type: 'draw' });
      const free = { ...melded, config: { ...melded.config, JokerColourMatters: false } };
      const command = rummiduckBot('strong')(viewOf(free, ann), ann)!.move;
      expect(command).toEqual({
        type: 'play',
        table: expect.arrayContaining([expect.arrayContaining(['black-5-a', 'black-6-a', 'joker-red'])]),
      });
    });

    it('honours its budget on a 90-tile table: at most NODE_BUDGET transitions, and a legal move also when it gives up', () => {
      const state = benchState(tableOf90());
      const full = strongDecision(viewOf(state, ann), ann);
      expect(full.nodes).toBeLessThanOrEqual(NODE_BUDGET);
      expect(full.gaveUp).toBe(false);
      expect(isViolation(decided(state, full.command, ann))).toBe(false);
      // Ann's six tiles all go: blue 2 and orange 6 take the jokers' places, red 1-4 is a run of its own.
      expect(full.command.type === 'play' && full.command.table.flat()).toHaveLength(96);
      const cut = strongDecision(viewOf(state, ann), ann, { nodes: 50_000 });
      expect(cut.gaveUp).toBe(true);
      expect(cut.nodes).toBeLessThanOrEqual(50_000);
      expect(isViolation(decided(state, cut.command, ann))).toBe(false);
    });

    it('gives up when the clock handed in says the time is up, and still moves legally with the best found so far', () => {
      const state = benchState(tableOf90());
      let asked = 0;
      const late = strongDecision(viewOf(state, ann), ann, { nodes: NODE_BUDGET, outOfTime: () => ++asked > 2 });
      expect(late.gaveUp).toBe(true);
      expect(late.nodes).toBeLessThan(NODE_BUDGET);
      expect(isViolation(decided(state, late.command, ann))).toBe(false);
    });

    it('wins at least 75% of 10 two-player games against easy', SLOW, () => {
      let won = 0;
      for (let seed = 0; seed < 10; seed++) {
        const levels: BotLevel[] = seed % 2 ? ['easy', 'strong'] : ['strong', 'easy'];
        if (simulateRummiduck(levels, seed).result?.winners.includes(`strong-${seed % 2}`)) won++;
      }
      expect(won / 10).toBeGreaterThanOrEqual(0.75);
    });
  });

  describe('easy', () => {
    it('lays the sets its rack makes for the initial meld when they are worth InitialMeld, else draws', () => {
      const rack = ['blue-9-a', 'blue-10-a', 'blue-11-a', 'black-1-a'];
      expect(rummiduckBot('easy')(viewOf(after({}, dealt({ [ann]: rack, [bob]: ['black-9-b'] })), ann), ann)!.move).toEqual({
        type: 'play',
        table: [['blue-9-a', 'blue-10-a', 'blue-11-a']],
      });
      expect(
        rummiduckBot('easy')(viewOf(after({ InitialMeld: 31 }, dealt({ [ann]: rack, [bob]: ['black-9-b'] })), ann), ann)!.move,
      ).toEqual({
        type: 'draw',
      });
    });

    it('after the meld lays one set from its rack and leaves the table as it lies', () => {
      const rack = ['blue-1-a', 'blue-2-a', 'blue-3-a', 'black-7-a', 'orange-7-a', 'red-7-a', 'joker-red'];
      const state = { ...after({}, dealt({ [ann]: rack, [bob]: ['black-9-b'] })), table: [['red-1-a', 'red-2-a', 'red-3-a']] };
      const melded = { ...state, hasMelded: { [ann]: true, [bob]: true } };
      expect(rummiduckBot('easy')(viewOf(melded, ann), ann)!.move).toEqual({
        type: 'play',
        table: [
          ['red-1-a', 'red-2-a', 'red-3-a'],
          ['blue-1-a', 'blue-2-a', 'blue-3-a'],
        ],
      });
    });
  });
});
