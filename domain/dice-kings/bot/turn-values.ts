import { ADD_DIE, FIRST_ROLL, KEEPERS, ROLL_PROBABILITY, ROLLS } from './dice-sets.ts';

/**
 * One turn's roll and keep recursion over the 252 rolls and 462 keepers. `leaf[r]` is what roll
 * r is worth with no roll left (its best box); a roll with one more roll left is worth the best
 * of scoring now and every keeper inside it rolled again; and so on up to the turn's first roll.
 *
 * Rolling n dice is rolling one die, then n - 1: a keeper of fewer than five dice is worth the
 * mean of its six one-die-more keepers, so each keeper costs six additions, not one per outcome.
 * The best keeper inside a roll is found the same way: each keeper hands its best on to its six
 * one-die-more keepers.
 */
export class TurnValues {
  /** `keeper[k]`: keeper k kept and the other dice rolled, for the level last rolled back. */
  readonly keeper = new Float64Array(KEEPERS);
  /** `best[k]`: the best keeper inside keeper k; from FIRST_ROLL on, the rolls' values one roll earlier. */
  private readonly best = new Float64Array(KEEPERS);
  /** Each roll's value with 0, 1 and 2 rolls left. */
  readonly rolls = [new Float64Array(ROLLS), new Float64Array(ROLLS), new Float64Array(ROLLS)] as const;

  /**
   * From `rolls[0]` (filled by the caller: each roll's best box) to `rolls[upTo]`; `keeper` is
   * left holding the keepers' values against `rolls[upTo - 1]`.
   */
  rollBack(upTo: 1 | 2): void {
    for (let level = 1; level <= upTo; level++) this.level(this.rolls[level - 1]!, this.rolls[level]!);
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

  private level(leaf: Float64Array, out: Float64Array): void {
    // The tables are read through locals: an imported binding is checked again on every read,
    // which made this loop forty times slower (measured under tsx and vitest).
    const keeper = this.keeper;
    const best = this.best;
    const addDie = ADD_DIE;
    const firstRoll = FIRST_ROLL;
    const rolls = ROLLS;
    keeper.set(leaf, firstRoll);
    for (let k = firstRoll - 1; k >= 0; k--) {
      const at = k * 6;
      keeper[k] =
        (keeper[addDie[at]!]! +
          keeper[addDie[at + 1]!]! +
          keeper[addDie[at + 2]!]! +
          keeper[addDie[at + 3]!]! +
          keeper[addDie[at + 4]!]! +
          keeper[addDie[at + 5]!]!) /
        6;
    }
    // Each keeper's best, final once every smaller keeper has passed its best on to it.
    best.set(keeper);
    for (let k = 0; k < firstRoll; k++) {
      const most = best[k]!;
      for (let at = k * 6, end = at + 6; at < end; at++) {
        const larger = addDie[at]!;
        if (most > best[larger]!) best[larger] = most;
      }
    }
    for (let r = 0; r < rolls; r++) out[r] = best[firstRoll + r]!;
  }
}
