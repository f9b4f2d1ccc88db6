/** The Quicks bots (domain/quicks/bot): always legal, from the view alone, and how they choose. */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../domain/platform/state.ts';
import { view } from '../../../../domain/platform/view.ts';
import { BOT_LEVELS, isViolation, type BotLevel } from '../../../../domain/kernel/index.ts';
import { quicksBot, type QuicksView } from '../../../../domain/quicks/bot/index.ts';
import { simulateQuicks } from '../../../../domain/quicks/bot/simulate.ts';
import type { Command } from '../../../../domain/quicks/commands.ts';
import type { Event } from '../../../../domain/quicks/events.ts';
import { quicks, type State } from '../../../../domain/quicks/index.ts';
import { deepFreeze, inPlay, playGames, randomLegal, type Mover } from '../../../support/bot-games.ts';
import { testDraws } from '../../../support/spec.ts';
import { allDice, ann, turnStarted, bob, colourBegan, crossed, fold, history, passed, penalties, rowLocked, thrown } from '../fixtures.ts';

const play = (state: GameState) => state.rulesState as State;
const bot =
  (level: BotLevel): Mover<QuicksView> =>
  (v, me) =>
    quicksBot(level)(v, me)!.move;
const random = randomLegal<QuicksView>((state, me) => quicks.legalMoves(play(state), me) as Command[]);

/** The view `me` gets after `events` (two players, Ann and Bob, unless given). */
function viewAfter(events: Event[], me: string, config: object = {}, players = [ann, bob]): QuicksView {
  const state = fold(events, config);
  return view(inPlay('quicks', quicks, state.config, players, { ...state, players }), me) as QuicksView;
}

describe('Quicks bots', () => {
  // Whole games, many of them: seconds on a shared machine.
  const SLOW = { timeout: 180_000 };

  it('Bots 1: every level sends a legal command in every position of 100 random games, and never writes to its view', SLOW, () => {
    let checked = 0;
    playGames<QuicksView>(
      'quicks',
      100,
      (r) => ({
        config: r() < 0.5 ? {} : { LockAt: Math.floor(r() * 6), LockedRows: 1 + Math.floor(r() * 3), Penalties: 1 + Math.floor(r() * 4) },
        movers: Array.from({ length: 2 + Math.floor(r() * 4) }, () => [random, bot('strong'), bot('easy')][Math.floor(r() * 3)]!),
      }),
      (state) => {
        for (const me of state.rules.turn(state.rulesState)!.awaiting) {
          for (const level of BOT_LEVELS) {
            const shown = deepFreeze(view(state, me)) as QuicksView;
            const command = quicksBot(level)(shown, me)!.move;
            expect(quicks.legalMoves(play(state), me)).toContainEqual(command);
            expect(isViolation(quicks.decide(play(state), command, me, testDraws()))).toBe(false);
            checked++;
          }
        }
      },
    );
    expect(checked).toBeGreaterThan(5_000);
  });

  it('Bots 1: the choice is a function of the view: the same view, copied, gets the same command', SLOW, () => {
    playGames<QuicksView>(
      'quicks',
      30,
      () => ({ config: {}, movers: [bot('strong'), bot('strong'), random] }),
      (state) => {
        for (const me of state.rules.turn(state.rulesState)!.awaiting) {
          const shown = view(state, me) as QuicksView;
          expect(quicksBot('strong')(structuredClone(shown), me)!.move).toEqual(quicksBot('strong')(shown, me)!.move);
        }
      },
    );
  });

  describe('strong', () => {
    it('crosses a white sum that passes nothing by', () => {
      const shown = viewAfter([turnStarted(ann), thrown(ann, allDice(1, 1, 6, 6, 6, 6))], bob);
      expect(quicksBot('strong')(shown, bob)!.move).toEqual({ type: 'cross', row: 'red' });
    });

    it('lets a white 7 be on an empty sheet when it is not the thrower: five numbers would stay open for good', () => {
      const shown = viewAfter([turnStarted(ann), thrown(ann, allDice(3, 4, 6, 6, 6, 6))], bob);
      expect(quicksBot('strong')(shown, bob)!.move).toEqual({ type: 'pass' });
    });

    it('as the thrower, lets a poor white sum be when a coloured die offers the next number of a row', () => {
      // White 1 + 6 = 7 would leave five numbers open in any row; white 1 + red 1 = 2 is red's first.
      const events = [turnStarted(ann), thrown(ann, allDice(1, 6, 1, 3, 3, 3))];
      expect(quicksBot('strong')(viewAfter(events, ann), ann)!.move).toEqual({ type: 'pass' });
      const colour = viewAfter([...events, passed(ann), passed(bob), colourBegan(ann)], ann);
      expect(quicksBot('strong')(colour, ann)!.move).toEqual({ type: 'cross', row: 'red', white: 0 });
    });

    it('ruling 8: locks the last row needed to end the game when that wins it', () => {
      const events = [
        ...history(ann, 'red', [2, 3, 4, 5, 6]),
        rowLocked('yellow'),
        turnStarted(bob),
        thrown(bob, allDice(6, 6, 1, 1, 1, 1)),
      ];
      expect(quicksBot('strong')(viewAfter(events, ann), ann)!.move).toEqual({ type: 'cross', row: 'red' });
    });

    it('ruling 8: does not end the game with a lock while it would lose', () => {
      // A white 12: the red lock would end the game; green takes the 12 as its first number instead.
      const events = [
        ...history(ann, 'red', [2, 3, 4, 5, 6]),
        ...history(bob, 'green', [12, 11, 10, 9, 8, 7, 6, 5]),
        ...history(bob, 'blue', [12, 11, 10, 9, 8, 7, 6, 5]),
        rowLocked('yellow'),
        turnStarted(bob),
        thrown(bob, allDice(6, 6, 1, 1, 1, 1)),
      ];
      expect(quicksBot('strong')(viewAfter(events, ann), ann)!.move).not.toEqual({ type: 'cross', row: 'red' });
    });

    it('ruling 8: takes the last penalty to end the game while ahead, rather than crossing on', () => {
      const events = [
        ...history(ann, 'red', [2, 3, 4, 5, 6, 7]),
        ...penalties(ann, 3),
        turnStarted(ann),
        thrown(ann, allDice(6, 5, 6, 6, 6, 6)),
      ];
      // Ann is 21 - 15 = 6 ahead of Bob's 0: passing both steps ends the game with her fourth penalty.
      expect(quicksBot('strong')(viewAfter(events, ann), ann)!.move).toEqual({ type: 'pass' });
    });

    it('wins at least 75% of 60 two-player games against easy', SLOW, () => {
      let won = 0;
      for (let seed = 0; seed < 60; seed++) {
        const levels: BotLevel[] = seed % 2 ? ['easy', 'strong'] : ['strong', 'easy'];
        const game = simulateQuicks(levels, seed);
        if (game.result!.winners.includes(`strong-${seed % 2}`)) won++;
      }
      expect(won / 60).toBeGreaterThanOrEqual(0.75);
    });
  });

  describe('easy', () => {
    it('crosses only a number that passes nothing by, else passes', () => {
      const events = [...history(bob, 'red', [2, 3]), turnStarted(ann), thrown(ann, allDice(2, 2, 6, 6, 6, 6))];
      expect(quicksBot('easy')(viewAfter(events, bob), bob)!.move).toEqual({ type: 'cross', row: 'red' });
      const five = [...history(bob, 'red', [2, 3]), turnStarted(ann), thrown(ann, allDice(2, 3, 6, 6, 6, 6))];
      expect(quicksBot('easy')(viewAfter(five, bob), bob)!.move).toEqual({ type: 'pass' });
    });

    it('ruling 6: in step colour crosses white plus coloured die only when it passes nothing by', () => {
      const events = [turnStarted(ann), thrown(ann, allDice(1, 5, 1, 5, 5, 5)), crossed(ann, 'green', 6), passed(bob), colourBegan(ann)];
      const shown = viewAfter(events, ann);
      expect(quicksBot('easy')(shown, ann)!.move).toEqual({ type: 'cross', row: 'red', white: 0 } satisfies Command);
    });
  });
});
