/** The turn's roll and keep recursion against its definition, enumerated die by die. */
import { describe, expect, it } from 'vitest';
import {
  FIRST_ROLL,
  KEEPERS,
  KINGS_ROLLS,
  ROLL_DICE,
  ROLL_PROBABILITY,
  ROLLS,
  keeperOf,
  rollOf,
} from '../../../../domain/dice-kings/bot/dice-sets.ts';
import { TurnValues } from '../../../../domain/dice-kings/bot/turn-values.ts';
import { seededRandom } from '../../../support/seeded-random.ts';

/** Every sequence of `count` dice, each equally likely. */
const sequences = (count: number): number[][] =>
  count === 0 ? [[]] : sequences(count - 1).flatMap((rest) => [1, 2, 3, 4, 5, 6].map((d) => [d, ...rest]));
const OUTCOMES = [0, 1, 2, 3, 4, 5].map(sequences);

/** A roll with one more roll left, by definition: score now, or keep any dice and roll the others once. */
function oneRollEarlier(later: Float64Array, scoreNow: Float64Array): Float64Array {
  const meanOf = new Map<string, number>();
  const keptAndRolled = (kept: number[]) => {
    const key = kept.join();
    if (!meanOf.has(key)) {
      const thrown = OUTCOMES[5 - kept.length]!;
      meanOf.set(key, thrown.reduce((sum, o) => sum + later[rollOf([...kept, ...o])]!, 0) / thrown.length);
    }
    return meanOf.get(key)!;
  };
  return Float64Array.from({ length: ROLLS }, (_, r) => {
    const dice = ROLL_DICE[r]!;
    let best = scoreNow[r]!;
    for (let mask = 0; mask < 31; mask++) best = Math.max(best, keptAndRolled(dice.filter((_, i) => (mask >> i) & 1)));
    return best;
  });
}

describe('the dice as multisets', () => {
  it('252 rolls among 462 keepers, the rolls last; the chances of the rolls add up to 1', () => {
    expect([ROLLS, KEEPERS, FIRST_ROLL]).toEqual([252, 462, 210]);
    expect(ROLL_PROBABILITY.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(ROLL_PROBABILITY[rollOf([1, 2, 3, 4, 5])]).toBeCloseTo(120 / 7776, 15);
    expect(rollOf([6, 1, 6, 1, 6])).toBe(rollOf([1, 1, 6, 6, 6]));
    expect(KINGS_ROLLS.map((r) => ROLL_DICE[r])).toEqual([1, 2, 3, 4, 5, 6].map((f) => [f, f, f, f, f]));
    expect(keeperOf([])).toBe(0);
    expect(keeperOf([3, 4, 4, 6, 1])).toBe(FIRST_ROLL + rollOf([1, 3, 4, 4, 6]));
  });
});

describe('TurnValues', () => {
  it('each roll with one and two rolls left, and the turn before its first roll, as enumerated die by die', () => {
    const random = seededRandom(19);
    const turn = new TurnValues();
    // Some rolls worth much, as real boxes make them: the enumeration must find the keeps that chase them.
    for (let r = 0; r < ROLLS; r++) turn.rolls[0][r] = random() * 30 + (r % 17 === 0 ? 40 : 0);
    const scoreNow = Float64Array.from(turn.rolls[0]);
    const one = oneRollEarlier(scoreNow, scoreNow);
    const two = oneRollEarlier(one, scoreNow);
    const first = OUTCOMES[5]!.reduce((sum, o) => sum + two[rollOf(o)]!, 0) / 7776;

    expect(turn.beforeFirstRoll()).toBeCloseTo(first, 10);
    turn.rolls[1].forEach((v, r) => expect(v).toBeCloseTo(one[r]!, 10));
    turn.rolls[2].forEach((v, r) => expect(v).toBeCloseTo(two[r]!, 10));
  });

  it('keeper values: a kept set of dice is worth the mean over the dice rolled with it', () => {
    const turn = new TurnValues();
    for (let r = 0; r < ROLLS; r++) turn.rolls[0][r] = ROLL_DICE[r]!.filter((d) => d === 6).length;
    turn.rollBack(1);
    // Keeping two sixes and rolling three dice: 2 + 3 × 1/6 sixes on average.
    expect(turn.keeper(keeperOf([6, 6]), 0)).toBeCloseTo(2.5, 12);
    expect(turn.keeper(keeperOf([]), 0)).toBeCloseTo(5 / 6, 12);
  });
});
