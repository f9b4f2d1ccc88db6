/**
 * The only randomness the domain sees. The platform hands in a source backed by a
 * cryptographic generator (or, with TEST_HOOKS, a rigged queue); the domain records every
 * value it draws in its events, so folding events never draws again and a replay is exact.
 */
export interface Draws {
  /**
   * `count` values of a six-sided die, 1 to 6, one for each die thrown, in the order the game
   * throws them. `places` (Quicks) holds the thrown dice's places among all of the game's dice,
   * where a rigged throw lists one value per place; without it the thrown dice are places 0, 1, ….
   */
  dice(count: number, places?: readonly number[]): number[];
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
 * `dice(count, places)` takes the next queued throw, the value at each thrown die's place
 * (values of other places are ignored, missing ones come from the fallback); `shuffle` puts
 * the rigged bag in front, the other tiles after it in the fallback's order. `rig` is consumed
 * as values are taken, so the caller can store what is left.
 */
export function riggedDraws(rig: Rig, fallback: Draws): Draws {
  return {
    dice(count, places = Array.from({ length: count }, (_, i) => i)) {
      const next = rig.dice?.shift();
      if (!next) return fallback.dice(count, places);
      const values = places.map((place) => next[place]);
      const missing = places.filter((_, i) => values[i] === undefined);
      const filled = missing.length > 0 ? fallback.dice(missing.length, missing) : [];
      return values.map((value) => value ?? filled.shift()!);
    },
    shuffle(tiles) {
      const front = (rig.bag ?? []).filter((t) => tiles.includes(t));
      rig.bag = undefined;
      const rest = fallback.shuffle(tiles.filter((t) => !front.includes(t)));
      return [...front, ...rest];
    },
  };
}
