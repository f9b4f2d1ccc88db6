import type { Draws } from '../../domain/kernel/index.ts';
import { fairBytes, type ByteSource, type FairSeed } from './bytes.ts';
import { die, shuffle } from './values.ts';

/**
 * The domain's Draws on a game's byte stream. Dice are drawn in the order the game asks for
 * them (its places matter only to a rig); a shuffle is Fisher–Yates over the tiles as given,
 * which the domain hands in the documented order (Rummiduck's ALL_TILES).
 */
export function fairDraws(bytes: ByteSource): Draws {
  return {
    dice: (count) => Array.from({ length: count }, () => die(bytes)),
    shuffle: (tiles) => shuffle(bytes, tiles),
  };
}

/**
 * Runs `use` with draws from `position` of the game's stream and says where the next command
 * continues. Deterministic: a decision retried after a lost write, from the same position,
 * draws the same values, and nothing unstored is ever shown.
 */
export function drawFrom<T>(seed: FairSeed, position: number, use: (draws: Draws) => T): { value: T; position: number } {
  const bytes = fairBytes(seed, position);
  const value = use(fairDraws(bytes));
  return { value, position: bytes.position };
}
