/**
 * The `exact` engine of GET /games/{id}/analysis (docs/contract.md, Analysis and replays), held
 * to the Dice Kings solitaire optimum itself: the optimum's own play loses nothing, and known
 * mistakes lose what the tables say, worked out here by enumerating the dice (turn-by-enumeration.ts).
 */
import { describe, expect, it } from 'vitest';
import { configSchema, type Config } from '../../domain/dice-kings/config.ts';
import type { State } from '../../domain/dice-kings/state.ts';
import { riggedDraws, seededDraws } from '../../domain/kernel/index.ts';
import type { GameState } from '../../domain/platform/index.ts';
import { analyse } from '../../functions/analysis/analyse.ts';
import { optimums } from '../../functions/bots/dice-kings-tables.ts';
import { decideFor } from '../../functions/bots/strategies.ts';
import { playGame, type PlayedSeat } from '../support/played-games.ts';
import { turnByEnumeration } from './turn-by-enumeration.ts';

const optimal = (playerId: string): PlayedSeat => ({ playerId, move: (state, me) => decideFor(state, me, 'strong')!.move as never });
const easy = (playerId: string): PlayedSeat => ({ playerId, move: (state, me) => decideFor(state, me, 'easy')!.move as never });

describe('docs/contract.md, Analysis and replays: engine `exact` (Dice Kings, one column, the default scoring keys)', () => {
  it.each(['free', 'forced', false] as const)(
    'a game played by the optimum (JokerRule %s) has expected loss 0 and every decision agreed, whatever the other players did',
    (JokerRule) => {
      const { items } = playGame(
        'dice-kings',
        { JokerRule },
        [optimal('ann'), easy('bob'), { playerId: 'b_1', bot: 'strong', move: (s, me) => decideFor(s, me, 'strong')!.move as never }],
        seededDraws(JokerRule === 'free' ? 1 : JokerRule === 'forced' ? 2 : 3),
      );
      const { players } = analyse(items);
      // Bots are left out; every person is in, each judged on their own pad.
      expect(Object.keys(players).sort()).toEqual(['ann', 'bob']);
      const ann = players.ann!;
      expect(ann.engine).toBe('exact');
      // 13 boxes scored, and a keep before each re-roll.
      expect(ann.decisions).toBeGreaterThanOrEqual(13);
      expect(ann.agreed).toBe(ann.decisions);
      expect(ann.expectedLoss).toBe(0);
      expect(ann.mistakes).toEqual([]);
      // The easy bot keeps its most common face and fills the box that scores most now: not the optimum.
      expect(players.bob!.agreed).toBeLessThan(players.bob!.decisions);
      expect(players.bob!.expectedLoss).toBeGreaterThan(1);
    },
  );

  it('known mistakes (chance scored on the first roll of a fresh pad, nothing kept of four of a kind) each lose what the tables give', () => {
    const config: Config = configSchema.parse({});
    const enumeration = (state: GameState) => turnByEnumeration(optimums.for(config), (state.rulesState as State).pads.ann![0]!);
    const worked: { version: number; loss: number; best: number }[] = [];
    let turn = 0;
    const ann: PlayedSeat = {
      playerId: 'ann',
      move(state, me) {
        const { dice, rollsLeft } = state.rulesState as State;
        // Turn 1: chance on the first roll; turn 2: keep nothing of four fives. The optimum after that.
        const mistake =
          turn === 0 && dice
            ? ({ type: 'score', box: 'chance' } as const)
            : turn === 1 && rollsLeft === 2
              ? ({ type: 'roll', keep: [] } as const)
              : null;
        if (mistake) {
          const turnNow = enumeration(state);
          const best = turnNow.best(dice!, rollsLeft);
          const chosen = mistake.type === 'score' ? turnNow.scored('chance', dice!) : turnNow.kept([], rollsLeft);
          worked.push({ version: state.version + 1, loss: best - chosen, best });
        }
        const move = mistake ?? (decideFor(state, me, 'strong')!.move as { type: string });
        if (move.type === 'score') turn++;
        return move as never;
      },
    };
    const draws = riggedDraws(
      {
        dice: [
          [1, 3, 4, 5, 6],
          [5, 5, 5, 5, 2],
        ],
      },
      seededDraws(4),
    );
    const { items } = playGame('dice-kings', {}, [ann], draws);
    const analysis = analyse(items);
    const mine = analysis.players.ann!;

    expect(worked).toHaveLength(2);
    const [chance, keepNothing] = worked;
    // Independently of the analysis: both are real mistakes, worth points.
    expect(chance!.loss).toBeGreaterThan(1);
    expect(keepNothing!.loss).toBeGreaterThan(1);
    expect(mine.decisions - mine.agreed).toBe(2);
    expect(mine.expectedLoss).toBeCloseTo(chance!.loss + keepNothing!.loss, 9);
    // Largest loss first.
    const byLoss = [
      { ...chance!, played: { type: 'score', box: 'chance' } },
      { ...keepNothing!, played: { type: 'roll', keep: [] } },
    ].sort((a, b) => b.loss - a.loss);
    expect(mine.mistakes.map((m) => ({ version: m.version, played: m.played }))).toEqual(
      byLoss.map(({ version, played }) => ({ version, played })),
    );
    mine.mistakes.forEach((m, i) => expect(m.loss).toBeCloseTo(byLoss[i]!.loss, 9));

    // The better move named is worth the best the tables give.
    const fresh = turnByEnumeration(optimums.for(config), { boxes: {}, extraKings: 0 });
    const bestOfFirst = mine.mistakes.find((m) => m.version === chance!.version)!.best as { type: string; keep?: number[]; box?: string };
    const firstDice = [1, 3, 4, 5, 6];
    const valueOfBest =
      bestOfFirst.type === 'roll'
        ? fresh.kept(
            bestOfFirst.keep!.map((i) => firstDice[i]!),
            2,
          )
        : fresh.scored(bestOfFirst.box as never, firstDice);
    expect(valueOfBest).toBeCloseTo(chance!.best, 9);
  });

  it('docs/analysis.md: a default applied by the timer is no decision of the person: left out', () => {
    let turns = 0;
    const idle: PlayedSeat = {
      playerId: 'ann',
      move(state, me) {
        const { dice } = state.rulesState as State;
        // Every third turn Ann rolls once and lets the rest of it time out.
        if (turns % 3 === 2 && dice) {
          turns++;
          return null;
        }
        const move = decideFor(state, me, 'strong')!.move as { type: string };
        if (move.type === 'score') turns++;
        return move as never;
      },
    };
    const { items } = playGame('dice-kings', {}, [idle], seededDraws(5));
    expect(items.some((item) => item.actor === undefined)).toBe(true);
    const ann = analyse(items).players.ann!;
    // Thirteen boxes, four of them filled by the timer: nine scored by Ann.
    const scored = items.filter((item) => item.actor === 'ann' && item.events[0]!.type === 'BoxScored').length;
    expect(scored).toBe(9);
    expect(ann).toMatchObject({ engine: 'exact', expectedLoss: 0, mistakes: [] });
    expect(ann.agreed).toBe(ann.decisions);
    const rerolls = items.filter(
      (item, i) => item.actor === 'ann' && item.events[0]!.type === 'DiceRolled' && items[i - 1]!.events.at(-1)!.type !== 'TurnStarted',
    );
    expect(ann.decisions).toBe(scored + rerolls.length);
  });
});
