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

/** The most upper points the open upper boxes of `filled` can still add. */
function upperRoom(filled: number): number {
  let room = 0;
  for (let face = 1; face <= UPPER_COUNT; face++) if (!isFilled(filled, face - 1)) room += 5 * face;
  return room;
}

/** The state whose value lies at `at` in `Optimum.values`. */
export function stateAt(config: Config, at: number): ColumnState {
  const stride = config.UpperBonusAt + 1;
  const group = Math.floor(at / stride);
  return { filled: group >> 1, upper: at - group * stride, kings50: (group & 1) === 1 };
}

/**
 * Every state a column can reach, by where its value lies (`at`), in the order they are solved
 * (and stored in an asset): the fullest first, by filled boxes and Dice Kings box, then by upper
 * total. The states whose bonus is out of reach share one value per set of filled boxes and
 * Dice Kings box (a third of all states): `sameAs` is where an earlier one of them lies, or -1.
 */
export function solvingOrder(config: Config): { at: Int32Array; sameAs: Int32Array } {
  const uppers = reachableUppers(config);
  let count = 0;
  for (let filled = ALL_FILLED; filled >= 0; filled--)
    count += uppers[filled & UPPER_MASK]!.length * (isFilled(filled, DICE_KINGS) ? 2 : 1);
  const at = new Int32Array(count);
  const sameAs = new Int32Array(count);
  let i = 0;
  for (let filled = ALL_FILLED; filled >= 0; filled--) {
    // No later upper box can lift a total below this to the bonus: its exact value changes nothing.
    const hopelessBelow = filled === ALL_FILLED ? 0 : config.UpperBonusAt - upperRoom(filled);
    // Ruling 4: the Dice Kings box can hold 50 only once it is filled.
    for (const kings50 of isFilled(filled, DICE_KINGS) ? [false, true] : [false]) {
      const first = stateIndex(config, { filled, upper: 0, kings50 });
      let outOfReach = -1;
      for (const upper of uppers[filled & UPPER_MASK]!) {
        at[i] = first + upper;
        sameAs[i] = upper < hopelessBelow ? outOfReach : -1;
        if (upper < hopelessBelow && outOfReach < 0) outOfReach = at[i]!;
        i++;
      }
    }
  }
  return { at, sameAs };
}

export const emptyValues = (config: Config): Float64Array => new Float64Array((ALL_FILLED + 1) * 2 * (config.UpperBonusAt + 1)).fill(NaN);

/**
 * `leaf[r]`: the most that writing roll r in a box of a column in `state` is worth: what the box
 * adds now and the value of the column after it, from `values` (which must hold every state one
 * box fuller). `kings` holds the choices of the six five-of-a-kind rolls in this state. It follows
 * `written` by index arithmetic rather than through objects, as the solver's hot loop (a test
 * holds every value to the turn recursion over `choices` and `written`).
 */
export function bestBoxValues(
  rules: ColumnRules,
  values: Float64Array,
  state: ColumnState,
  kings: readonly (readonly Choice[])[],
  leaf: Float64Array,
): void {
  // Locals, not imported bindings, in the hot loops (see TurnValues.level).
  const plain = rules.plain;
  const rolls = ROLLS;
  const cap = rules.config.UpperBonusAt;
  const diceKingsBox = DICE_KINGS;
  const upperCount = UPPER_COUNT;
  const { filled, upper, kings50 } = state;
  /** `stateIndex(written(state, box, points))`. */
  const after = (box: number, points: number): number => {
    const kingsAfter = (box === diceKingsBox ? points === 50 : kings50) ? 1 : 0;
    const upperAfter = box < upperCount ? Math.min(upper + points, cap) : upper;
    return (((filled | (1 << box)) << 1) | kingsAfter) * (cap + 1) + upperAfter;
  };
  // Any roll may be written in any open box for what it scores there, 0 at least; and points
  // never make a column worth less (a higher upper total only helps the bonus). So a roll is
  // worth at least the best box's value after 0 points, and only the rolls that score in a box
  // need a look there.
  const afterZero = new Float64Array(BOX_COUNT);
  let floor = -Infinity;
  for (let b = 0; b < BOX_COUNT; b++) {
    if ((filled >> b) & 1) continue;
    afterZero[b] = values[after(b, 0)]!;
    if (afterZero[b]! > floor) floor = afterZero[b]!;
  }
  leaf.fill(floor);
  for (let b = 0; b < BOX_COUNT; b++) {
    if ((filled >> b) & 1) continue;
    const scoring = rules.scoring[b]!;
    const from = b * rolls;
    if (b < upperCount) {
      // The value after this upper box holding each possible points (0 to 5 dice of its face).
      const afterUpper = [0, 1, 2, 3, 4, 5].map((count) => values[after(b, (b + 1) * count)]!);
      for (let i = 0; i < scoring.length; i++) {
        const r = scoring[i]!;
        const points = plain[from + r]!;
        const value = points + afterUpper[points / (b + 1)]!;
        if (value > leaf[r]!) leaf[r] = value;
      }
    } else {
      // A lower box leaves the same state whatever it scores (the Dice Kings box: 0 for all but a five of a kind).
      const next = afterZero[b]!;
      for (let i = 0; i < scoring.length; i++) {
        const r = scoring[i]!;
        const value = plain[from + r]! + next;
        if (value > leaf[r]!) leaf[r] = value;
      }
    }
  }
  kings.forEach((boxes, face) => {
    let best = -Infinity;
    for (const { box, points, gain } of boxes) best = Math.max(best, gain + values[after(box, points)]!);
    leaf[KINGS_ROLLS[face]!] = best;
  });
}

/** The choices of the six five-of-a-kind rolls, ones to sixes, in `state`. */
export const kingsChoices = (rules: ColumnRules, state: ColumnState): Choice[][] => KINGS_ROLLS.map((r) => choices(rules, state, r));

/** Solves every reachable state of a column under `config`'s scoring keys. */
export function solve(config: Config): Optimum {
  const rules = columnRules(config);
  const values = emptyValues(config);
  const turn = new TurnValues();
  // A five of a kind's boxes depend on the filled boxes and the Dice Kings box, not on the upper total.
  let kings = { filled: -1, kings50: false, choices: [] as Choice[][] };
  const order = solvingOrder(config);
  for (let i = 0; i < order.at.length; i++) {
    const at = order.at[i]!;
    const sameAs = order.sameAs[i]!;
    const state = stateAt(config, at);
    if (sameAs >= 0) {
      values[at] = values[sameAs]!;
    } else if (state.filled === ALL_FILLED) {
      values[at] = rules.bonus[state.upper]!;
    } else {
      if (kings.filled !== state.filled || kings.kings50 !== state.kings50) {
        kings = { filled: state.filled, kings50: state.kings50, choices: kingsChoices(rules, state) };
      }
      bestBoxValues(rules, values, state, kings.choices, turn.rolls[0]);
      values[at] = turn.beforeFirstRoll();
    }
  }
  return { rules, values };
}
