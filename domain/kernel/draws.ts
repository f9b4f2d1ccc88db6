/**
 * The only randomness the domain sees. The platform hands in a source backed by a
 * cryptographic generator (or, with TEST_HOOKS, a rigged queue); the domain records every
 * value it draws in its events, so folding events never draws again and a replay is exact.
 */
export interface Draws {
  /** `count` values of a six-sided die, 1 to 6. */
  dice(count: number): number[];
  /** The given tiles in a uniformly random order (a new array). */
  shuffle(tiles: readonly string[]): string[];
}

/** What `POST /games/{id}/test/rig` queues: dice throws in order, and the bag's front. */
export interface Rig {
  dice?: number[][];
  bag?: string[];
}

/**
 * Draws that take rigged values first and fall back to `fallback` for the rest. Each
 * `dice(count)` takes the next queued throw (values beyond `count` are ignored, missing ones
 * come from the fallback); `shuffle` puts the rigged bag in front, the other tiles after it
 * in the fallback's order. `rig` is consumed as values are taken, so the caller can store
 * what is left.
 */
export function riggedDraws(rig: Rig, fallback: Draws): Draws {
  return {
    dice(count) {
      const next = rig.dice?.shift();
      if (!next) return fallback.dice(count);
      const values = next.slice(0, count);
      return values.length === count ? values : [...values, ...fallback.dice(count - values.length)];
    },
    shuffle(tiles) {
      const front = (rig.bag ?? []).filter((t) => tiles.includes(t));
      rig.bag = undefined;
      const rest = fallback.shuffle(tiles.filter((t) => !front.includes(t)));
      return [...front, ...rest];
    },
  };
}
