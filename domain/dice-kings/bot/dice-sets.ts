/**
 * The dice as the solver counts them: order never matters to a box, so a roll is a multiset.
 * Keepers are the multisets of 0 to 5 dice a player can hold; the 252 five-dice keepers are the
 * rolls themselves. Keepers are numbered by size (0 dice first), so every keeper's one-die-more
 * keepers come after it: one pass in index order (or against it) is all a turn's recursion needs.
 */

const FACES = 6;
const DICE = 5;

/** A multiset of dice as counts per face: `counts[f - 1]` dice show face f. */
type Counts = readonly number[];

/** A multiset's key: the counts as base-6 digits (each count is at most 5). */
const keyOf = (counts: Counts): number => counts.reduce((key, c, f) => key + c * FACES ** f, 0);

/**
 * Every keeper, by size then in a fixed order within a size: the most of face 1 first, then
 * likewise for the faces after it. Filled in place, one copy per keeper: the recursion that
 * built each from spread arrays was a share of every cold start of the bot and the hint (docs/snapshots.md).
 */
const KEEPER_COUNTS: Counts[] = [];
const filling = new Array<number>(FACES).fill(0);
const fillFrom = (face: number, left: number) => {
  if (face === FACES - 1) {
    filling[face] = left;
    KEEPER_COUNTS.push(filling.slice());
    return;
  }
  for (let c = left; c >= 0; c--) {
    filling[face] = c;
    fillFrom(face + 1, left - c);
  }
};
for (let size = 0; size <= DICE; size++) fillFrom(0, size);

export const KEEPERS = KEEPER_COUNTS.length; // 462
/** The index of roll 0 among the keepers: the five-dice keepers come last. */
export const FIRST_ROLL = KEEPER_COUNTS.findIndex((c) => c.reduce((a, b) => a + b) === DICE); // 210
export const ROLLS = KEEPERS - FIRST_ROLL; // 252

const indexByKey = new Int16Array(FACES ** FACES).fill(-1);
KEEPER_COUNTS.forEach((counts, index) => (indexByKey[keyOf(counts)] = index));

/** The dice of roll r, sorted ascending. */
export const ROLL_DICE: readonly (readonly number[])[] = KEEPER_COUNTS.slice(FIRST_ROLL).map((counts) => {
  const dice: number[] = [];
  counts.forEach((c, f) => {
    for (let i = 0; i < c; i++) dice.push(f + 1);
  });
  return dice;
});

/** The keeper index of up to five dice in any order. */
export function keeperOf(dice: readonly number[]): number {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d - 1]!++;
  return indexByKey[keyOf(counts)]!;
}

/** The roll index of five dice in any order. */
export const rollOf = (dice: readonly number[]): number => keeperOf(dice) - FIRST_ROLL;

/** The rolls that are a five of a kind, ones to sixes. */
export const KINGS_ROLLS: readonly number[] = [1, 2, 3, 4, 5, 6].map((face) => rollOf([face, face, face, face, face]));

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** The chance that five fair dice show roll r: 5! / (c1! … c6!) / 6^5. */
export const ROLL_PROBABILITY = Float64Array.from(
  KEEPER_COUNTS.slice(FIRST_ROLL),
  (counts) => factorial(DICE) / counts.reduce((p, c) => p * factorial(c), 1) / FACES ** DICE,
);

/** `ADD_DIE[k * 6 + f - 1]`: keeper k with one more die showing f (keepers of fewer than five dice). */
export const ADD_DIE = new Int16Array(FIRST_ROLL * FACES);
for (let k = 0; k < FIRST_ROLL; k++) {
  // One more die showing f adds one to the key's digit f.
  const key = keyOf(KEEPER_COUNTS[k]!);
  for (let f = 0; f < FACES; f++) ADD_DIE[k * FACES + f] = indexByKey[key + FACES ** f]!;
}
