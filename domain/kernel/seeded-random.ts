import type { Draws } from './draws.ts';

/**
 * A small seeded generator (mulberry32): property tests, simulated games and benches replay the
 * same sequence for the same seed, so a failure can be reproduced. Never for real games: their
 * dice and bag come from a cryptographic source.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from a seeded generator: fair dice and a Fisher–Yates shuffle. */
export function seededDraws(seed: number): Draws {
  const next = seededRandom(seed);
  const below = (n: number) => Math.floor(next() * n);
  return {
    dice: (count) => Array.from({ length: count }, () => 1 + below(6)),
    shuffle(tiles) {
      const shuffled = [...tiles];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      return shuffled;
    },
  };
}
