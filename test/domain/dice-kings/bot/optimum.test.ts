/**
 * The solitaire optimum of one column under the default config, against the published values
 * (Verhoeff 1999; Glenn 2006), and the strong bot that plays it. Solving one table takes about
 * 5 to 10 s of CPU on the project's machine; this file solves three.
 */
import { describe, expect, it } from 'vitest';
import { configSchema, type Config } from '../../../../domain/dice-kings/config.ts';
import { choices } from '../../../../domain/dice-kings/bot/column-rules.ts';
import { ALL_FILLED, written } from '../../../../domain/dice-kings/bot/column-state.ts';
import { ROLL_DICE, ROLL_PROBABILITY, ROLLS } from '../../../../domain/dice-kings/bot/dice-sets.ts';
import { decodeOptimum, diceKingsBot, encodeOptimum, Optimums } from '../../../../domain/dice-kings/bot/index.ts';
import { solvingOrder, stateAt, valueOf } from '../../../../domain/dice-kings/bot/optimum.ts';
import { drawsFrom, playGame } from '../../../../domain/dice-kings/bot/simulate.ts';
import { TurnValues } from '../../../../domain/dice-kings/bot/turn-values.ts';
import { shippedTable, SHIPPED_JOKER_RULES } from '../../../../functions/bots/dice-kings-tables.ts';
import { seededRandom } from '../../../support/seeded-random.ts';
import { diceKingsView, reach } from './games.ts';

const SOLVING = 180_000;
const EMPTY = { filled: 0, upper: 0, kings50: false };
const tables = new Optimums();
const configOf = (JokerRule: Config['JokerRule']) => configSchema.parse({ JokerRule });

const published: { JokerRule: Config['JokerRule']; expected: string; source: string }[] = [
  {
    JokerRule: 'free',
    expected: '254.5896',
    source: 'free choice, joker points only with the upper box filled (Verhoeff 1999, Glenn 2006)',
  },
  { JokerRule: 'forced', expected: '254.5877', source: 'the forced joker order (Glenn 2006)' },
  { JokerRule: false, expected: '253.9702', source: 'no joker (this solver)' },
];

describe('the solitaire optimum of one column', () => {
  it.each(published)(
    'JokerRule $JokerRule: $expected, $source',
    ({ JokerRule, expected }) => {
      const started = performance.now();
      const value = valueOf(tables.for(configOf(JokerRule)), EMPTY);
      console.log(`JokerRule ${JokerRule}: ${value} solved in ${Math.round(performance.now() - started)} ms`);
      expect(value.toFixed(4)).toBe(expected);
    },
    SOLVING,
  );

  it(
    'every state is worth its turn: the roll and keep recursion over the best box, scored by the domain (choices, written)',
    () => {
      const config = configOf('free');
      const optimum = tables.for(config);
      const { at } = solvingOrder(config);
      const random = seededRandom(5);
      const turn = new TurnValues();
      for (let sample = 0; sample < 300; sample++) {
        const state = stateAt(config, at[Math.floor(random() * at.length)]!);
        const value = valueOf(optimum, state);
        if (state.filled === ALL_FILLED) {
          expect(value).toBe(state.upper >= config.UpperBonusAt ? config.UpperBonus : 0);
          continue;
        }
        for (let r = 0; r < ROLLS; r++) {
          turn.rolls[0][r] = Math.max(
            ...choices(optimum.rules, state, r).map((c) => c.gain + valueOf(optimum, written(state, c.box, c.points, config))),
          );
        }
        expect(turn.beforeFirstRoll()).toBeCloseTo(value, 9);
      }
    },
    SOLVING,
  );

  // Here rather than beside functions/bots: this file solves these tables anyway.
  it.each(SHIPPED_JOKER_RULES.map((JokerRule) => ({ JokerRule })))(
    'the table shipped with the bots for JokerRule $JokerRule is exactly the solved one (npm run dice-kings-tables)',
    ({ JokerRule }) => {
      const shipped = shippedTable(configOf(JokerRule));
      expect(Buffer.from(shipped!.values.buffer).equals(Buffer.from(tables.for(configOf(JokerRule)).values.buffer))).toBe(true);
      expect(shippedTable(configSchema.parse({ JokerRule, UpperBonus: 30 }))).toBeUndefined();
    },
    SOLVING,
  );

  it(
    'the asset holds the table exactly, and is refused for other scoring keys',
    () => {
      const optimum = tables.for(configOf('free'));
      const bytes = encodeOptimum(optimum);
      const decoded = decodeOptimum(bytes, configOf('free'));
      const same = (values: Float64Array) => Buffer.from(values.buffer).equals(Buffer.from(optimum.values.buffer));
      expect(same(decoded.values)).toBe(true);
      // Columns and TurnTime do not change a column's optimum; the scoring keys do.
      expect(same(decodeOptimum(bytes, configSchema.parse({ Columns: 3, TurnTime: 30 })).values)).toBe(true);
      expect(() => decodeOptimum(bytes, configOf('forced'))).toThrow(/not solved for/);
      expect(() => decodeOptimum(bytes, configSchema.parse({ UpperBonus: 50 }))).toThrow(/not solved for/);
      console.log(`asset: ${bytes.byteLength} bytes`);
    },
    SOLVING,
  );
});

describe('strong, one column (ruling Bots 4: the solitaire optimum)', () => {
  const strong = diceKingsBot('strong', tables);
  const solo = (dice: number[] | null, rollsLeft: 0 | 1 | 2 = 2) =>
    diceKingsView(reach({ config: { Columns: 1 }, pads: [[{ boxes: {}, extraKings: 0 }]], dice, rollsLeft }, 3), 'p0');

  it(
    'expectedScore: the optimum before the first roll, and its mean over the first roll',
    () => {
      const optimum = valueOf(tables.for(configOf('free')), EMPTY);
      expect(strong(solo(null), 'p0')!.expectedScore).toBeCloseTo(optimum, 9);
      const afterFirstRoll = ROLL_DICE.reduce(
        (sum, dice, r) => sum + ROLL_PROBABILITY[r]! * strong(solo([...dice]), 'p0')!.expectedScore!,
        0,
      );
      expect(afterFirstRoll).toBeCloseTo(optimum, 9);
    },
    SOLVING,
  );

  it(
    'keeps what the optimum keeps: a first roll of 6 6 6 2 1 keeps the sixes; five of a kind on an empty pad is Dice Kings',
    () => {
      expect(strong(solo([6, 2, 6, 1, 6]), 'p0')!.move).toEqual({ type: 'roll', keep: [0, 2, 4] });
      expect(strong(solo([3, 3, 3, 3, 3]), 'p0')!.move).toEqual({ type: 'score', box: 'diceKings' });
    },
    SOLVING,
  );

  it(
    'the mean of 400 solitaire games lies within three standard errors of the optimum',
    () => {
      const optimum = valueOf(tables.for(configOf('free')), EMPTY);
      const draws = drawsFrom(seededRandom(400));
      const scores = Array.from({ length: 400 }, () => playGame({}, [strong], draws).scores[0]!);
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      const standardError = Math.sqrt(scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / (scores.length - 1) / scores.length);
      console.log(`400 games: mean ${mean.toFixed(2)}, standard error ${standardError.toFixed(2)}, optimum ${optimum.toFixed(4)}`);
      expect(Math.abs(mean - optimum)).toBeLessThan(3 * standardError);
    },
    SOLVING,
  );

  it(
    'three columns: the heuristic tells no expected score (docs/contract.md: only where the game can compute it)',
    () => {
      const three = diceKingsView(
        reach({ config: { Columns: 3 }, pads: [[0, 1, 2].map(() => ({ boxes: {}, extraKings: 0 }))], dice: null, rollsLeft: 2 }, 4),
        'p0',
      );
      expect(strong(three, 'p0')).toEqual({ move: { type: 'roll' } });
    },
    SOLVING,
  );
});
