import { randomInt } from 'node:crypto';
import type { Draws } from '../../domain/kernel/index.ts';

/** Dice and shuffles from Node's cryptographic generator: no client can predict them. */
export const cryptoDraws: Draws = {
  dice: (count) => Array.from({ length: count }, () => randomInt(1, 7)),
  shuffle(tiles) {
    // Fisher–Yates with unbiased crypto indices.
    const out = [...tiles];
    for (let i = out.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  },
};
