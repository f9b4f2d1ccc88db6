/**
 * What a row is worth in the end, in points, when it will be offered `h` more numbers: a
 * dynamic programme over one row alone. Each offer is a sum of two dice (the white sum and a
 * white die plus the row's die follow the same law), and the row's owner crosses it or lets it
 * be, whichever is worth more in the end. The last number needs `LockAt` crosses and ends the
 * row with its lock cross. The rows of a sheet share the offers in play; the strong bot's
 * horizon says how many a row can expect.
 */
import { pointsFor } from '../scoring.ts';

/** How likely each position 0..10 is for one number of two dice: positions are sums from 2 (or 12) on. */
const CHANCE = Array.from({ length: 11 }, (_, k) => (6 - Math.abs(k + 2 - 7)) / 36);

export const MAX_HORIZON = 120;
const POSITIONS = 11; // "none crossed yet" (0) and after each of positions 0..9 (1..10)
const CROSSES = 12;

const index = (h: number, after: number, crosses: number) => (h * POSITIONS + after) * CROSSES + crosses;

function table(lockAt: number): Float64Array {
  const values = new Float64Array((MAX_HORIZON + 1) * POSITIONS * CROSSES);
  for (let after = 0; after < POSITIONS; after++) for (let c = 0; c < CROSSES; c++) values[index(0, after, c)] = pointsFor(c);
  for (let h = 1; h <= MAX_HORIZON; h++) {
    for (let after = 0; after < POSITIONS; after++) {
      for (let c = 0; c < CROSSES; c++) {
        const keep = values[index(h - 1, after, c)]!;
        let expected = 0;
        for (let k = 0; k < 11; k++) {
          let best = keep;
          if (k >= after && k < 10 && c + 1 < CROSSES) best = Math.max(best, values[index(h - 1, k + 1, c + 1)]!);
          if (k === 10 && after <= 10 && c >= lockAt) best = Math.max(best, pointsFor(Math.min(c + 2, 12)));
          expected += CHANCE[k]! * best;
        }
        values[index(h, after, c)] = expected;
      }
    }
  }
  return values;
}

const tables = new Map<number, Float64Array>();

/**
 * The row's expected final points: `last` is the position of its last cross (-1: none),
 * `crosses` how many numbers it holds, `h` the offers still to come (capped).
 */
export function rowValue(lockAt: number, h: number, last: number, crosses: number): number {
  let values = tables.get(lockAt);
  if (!values) tables.set(lockAt, (values = table(lockAt)));
  return values[index(Math.max(0, Math.min(MAX_HORIZON, Math.round(h))), last + 1, Math.min(crosses, CROSSES - 1))]!;
}
