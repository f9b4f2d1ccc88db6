import { ADD_DIE, FIRST_ROLL, KEEPERS, ROLL_PROBABILITY, ROLLS } from './dice-sets.ts';

/**
 * One turn's roll and keep recursion over the 252 rolls and 462 keepers. A roll with no roll
 * left is worth its best box (the caller writes that in `rolls[0]`); a roll with one more roll
 * left is worth the best of scoring now and every keeper inside it rolled again; and so on up to
 * the turn's first roll.
 *
 * Rolling n dice is rolling one die, then n - 1: a keeper of fewer than five dice is worth the
 * mean of its six one-die-more keepers, so each keeper costs six additions, not one per outcome.
 * The best keeper inside a roll is found the same way: each keeper hands its best on to its six
 * one-die-more keepers.
 */
export class TurnValues {
  /**
   * Per rolls left (0, 1, 2), one value per keeper. `levels[n]` from FIRST_ROLL on: each roll
   * with n rolls left. Below FIRST_ROLL, once rolled back past it: each keeper kept and the other
   * dice rolled (to rolls with n rolls left).
   */
  private readonly levels = [new Float64Array(KEEPERS), new Float64Array(KEEPERS), new Float64Array(KEEPERS)] as const;
  /** Each roll's value with 0, 1 and 2 rolls left. */
  readonly rolls = this.levels.map((level) => level.subarray(FIRST_ROLL)) as [Float64Array, Float64Array, Float64Array];

  /** From `rolls[0]` to `rolls[upTo]`. */
  rollBack(upTo: 1 | 2): void {
    for (let level = 1; level <= upTo; level++) this.level(this.levels[level - 1]!, this.levels[level]!);
  }

  /** Keeper k (fewer than five dice) kept and the others rolled, against the last level rolled back to: `rollBack(n)` then rolls with n - 1 rolls left. */
  keeper(k: number, rollsLeftAfter: 0 | 1): number {
    return this.levels[rollsLeftAfter][k]!;
  }

  /** The turn's value before its first roll, from `rolls[0]`. */
  beforeFirstRoll(): number {
    this.rollBack(2);
    const first = this.rolls[2];
    const probability = ROLL_PROBABILITY;
    const rolls = ROLLS;
    let sum = 0;
    for (let r = 0; r < rolls; r++) sum += probability[r]! * first[r]!;
    return sum;
  }

  private level(later: Float64Array, earlier: Float64Array): void {
    // The tables are read through locals: vitest's module transform (and any CommonJS build)
    // reads an imported binding through a getter, which made this loop many times slower (docs/dice-kings-bots.md).
    const addDie = ADD_DIE;
    const firstRoll = FIRST_ROLL;
    for (let k = firstRoll - 1; k >= 0; k--) {
      const at = k * 6;
      later[k] =
        (later[addDie[at]!]! +
          later[addDie[at + 1]!]! +
          later[addDie[at + 2]!]! +
          later[addDie[at + 3]!]! +
          later[addDie[at + 4]!]! +
          later[addDie[at + 5]!]!) /
        6;
    }
    // Each keeper's best, final once every smaller keeper has passed its best on to it; a roll's
    // own value (keeping all five) is scoring it now, or what it would be worth with a roll
    // fewer left, which is never more than the best real choice.
    earlier.set(later);
    for (let k = 0; k < firstRoll; k++) {
      const most = earlier[k]!;
      for (let at = k * 6, end = at + 6; at < end; at++) {
        const larger = addDie[at]!;
        if (most > earlier[larger]!) earlier[larger] = most;
      }
    }
  }
}
