import type { Config } from '../config.ts';
import { choices, columnRules, type Choice, type ColumnRules } from './column-rules.ts';
import { ALL_FILLED, BOX_COUNT, DICE_KINGS, UPPER_COUNT, UPPER_MASK, isFilled, type ColumnState } from './column-state.ts';
import { KINGS_ROLLS, ROLLS } from './dice-sets.ts';
import { TurnValues } from './turn-values.ts';

/**
 * The solitaire optimum of one column (Verhoeff 1999, Glenn 2006): for every state a column can
 * reach, the expected points still to come when every later choice maximises that expectation.
 * A state's value needs only the values of states with one more box filled, so the states are
 * solved from the full column back to the empty one, each by one turn's roll and keep recursion.
 */
export interface Optimum {
  readonly rules: ColumnRules;
  /** Indexed by `stateIndex`; NaN where no game can go. */
  readonly values: Float64Array;
}

/** Where a state's value lies in `Optimum.values`. */
export const stateIndex = (config: Config, state: ColumnState): number =>
  ((state.filled << 1) | (state.kings50 ? 1 : 0)) * (config.UpperBonusAt + 1) + state.upper;

export const valueOf = (optimum: Optimum, state: ColumnState): number => optimum.values[stateIndex(optimum.rules.config, state)]!;

/** The capped upper totals a column can have, by which upper boxes are filled (the low six bits of `filled`). */
export function reachableUppers(config: Config): number[][] {
  return Array.from({ length: UPPER_MASK + 1 }, (_, mask) => {
    let totals = new Set([0]);
    for (let face = 1; face <= UPPER_COUNT; face++) {
      if (!isFilled(mask, face - 1)) continue;
      const more = new Set<number>();
      for (const total of totals) for (let count = 0; count <= 5; count++) more.add(Math.min(total + face * count, config.UpperBonusAt));
      totals = more;
    }
    return [...totals].sort((a, b) => a - b);
  });
}

/** Whether no later upper box can lift the upper total to the bonus: then its exact value changes nothing. */
function bonusOutOfReach(state: ColumnState, config: Config): boolean {
  let room = 0;
  for (let face = 1; face <= UPPER_COUNT; face++) if (!isFilled(state.filled, face - 1)) room += 5 * face;
  return state.upper + room < config.UpperBonusAt;
}

/** A state a column can reach, where its value lies, and an earlier state of the same value (-1: none). */
export interface Solving {
  readonly state: ColumnState;
  readonly at: number;
  readonly sameAs: number;
}

/**
 * Every state a column can reach, in the order they are solved (and stored in an asset): the
 * fullest first, by filled boxes and Dice Kings box, then by upper total. The states whose bonus
 * is out of reach share one value per set of filled boxes and Dice Kings box (a third of all states).
 */
export function* solvingOrder(config: Config): Generator<Solving> {
  const uppers = reachableUppers(config);
  for (let filled = ALL_FILLED; filled >= 0; filled--) {
    // Ruling 4: the Dice Kings box can hold 50 only once it is filled.
    for (const kings50 of isFilled(filled, DICE_KINGS) ? [false, true] : [false]) {
      let outOfReach = -1;
      for (const upper of uppers[filled & UPPER_MASK]!) {
        const state = { filled, upper, kings50 };
        const at = stateIndex(config, state);
        const hopeless = filled !== ALL_FILLED && bonusOutOfReach(state, config);
        yield { state, at, sameAs: hopeless ? outOfReach : -1 };
        if (hopeless && outOfReach < 0) outOfReach = at;
      }
    }
  }
}

export const emptyValues = (config: Config): Float64Array => new Float64Array((ALL_FILLED + 1) * 2 * (config.UpperBonusAt + 1)).fill(NaN);

/**
 * Solves every reachable state of a column under `config`'s scoring keys. The hot loop follows
 * `written` by index arithmetic rather than through objects (a test holds every value to the
 * turn recursion over `choices` and `written`).
 */
export function solve(config: Config): Optimum {
  const rules = columnRules(config);
  const values = emptyValues(config);
  const turn = new TurnValues();
  const leaf = turn.rolls[0];
  // Locals, not imported bindings, in the hot loops (see TurnValues.level).
  const plain = rules.plain;
  const rolls = ROLLS;
  const cap = config.UpperBonusAt;
  const diceKingsBox = DICE_KINGS;
  const upperCount = UPPER_COUNT;
  /** `stateIndex(written(state, box, points))`. */
  const after = (filled: number, kings50: boolean, upper: number, box: number, points: number): number => {
    const kingsAfter = (box === diceKingsBox ? points === 50 : kings50) ? 1 : 0;
    const upperAfter = box < upperCount ? Math.min(upper + points, cap) : upper;
    return (((filled | (1 << box)) << 1) | kingsAfter) * (cap + 1) + upperAfter;
  };
  // The value after an upper box holding each possible points (up to 5 × 6).
  const afterUpper = new Float64Array(31);
  // A five of a kind's boxes depend on the filled boxes and the Dice Kings box, not on the upper total.
  let kings = { filled: -1, kings50: false, choices: [] as Choice[][] };

  for (const { state, at, sameAs } of solvingOrder(config)) {
    const { filled, upper, kings50 } = state;
    if (sameAs >= 0) {
      values[at] = values[sameAs]!;
      continue;
    }
    if (filled === ALL_FILLED) {
      values[at] = rules.bonus[upper]!;
      continue;
    }
    if (kings.filled !== filled || kings.kings50 !== kings50) {
      kings = { filled, kings50, choices: KINGS_ROLLS.map((r) => choices(rules, state, r)) };
    }
    leaf.fill(-Infinity);
    for (let b = 0; b < BOX_COUNT; b++) {
      if ((filled >> b) & 1) continue;
      const from = b * rolls;
      if (b < upperCount) {
        for (let points = 0; points <= 30; points += b + 1) afterUpper[points] = values[after(filled, kings50, upper, b, points)]!;
        for (let r = 0; r < rolls; r++) {
          const points = plain[from + r]!;
          const value = points + afterUpper[points]!;
          if (value > leaf[r]!) leaf[r] = value;
        }
      } else {
        // A lower box leaves the same state whatever it scores (the Dice Kings box: 0 for all but a five of a kind).
        const next = values[after(filled, kings50, upper, b, 0)]!;
        for (let r = 0; r < rolls; r++) {
          const value = plain[from + r]! + next;
          if (value > leaf[r]!) leaf[r] = value;
        }
      }
    }
    kings.choices.forEach((boxes, face) => {
      let best = -Infinity;
      for (const { box, points, gain } of boxes) best = Math.max(best, gain + values[after(filled, kings50, upper, box, points)]!);
      leaf[KINGS_ROLLS[face]!] = best;
    });
    values[at] = turn.beforeFirstRoll();
  }
  return { rules, values };
}
