import type { ByteSource } from './bytes.ts';

/** The values oc-fair-v1 makes of bytes; each takes what it needs from `bytes` and no more. */

/** A die: the next byte b, skipping every b ≥ 252 (252 = 42 × 6, so each face is equally likely), shows 1 + b mod 6. */
export function die(bytes: ByteSource): number {
  for (;;) {
    const b = bytes.next();
    if (b < 252) return 1 + (b % 6);
  }
}

const TWO_32 = 2 ** 32;

/**
 * An integer in [0, n): the next 4 bytes as a big-endian unsigned u, skipping (4 bytes at a
 * time) every u ≥ floor(2^32 / n) × n, so that u mod n is unbiased.
 */
export function below(bytes: ByteSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new Error(`not a range size: ${n}`);
  const limit = Math.floor(TWO_32 / n) * n;
  for (;;) {
    const u = bytes.next() * 2 ** 24 + bytes.next() * 2 ** 16 + bytes.next() * 2 ** 8 + bytes.next();
    if (u < limit) return u % n;
  }
}

/** Fisher–Yates: for i = length − 1 down to 1, j = below(i + 1), swap positions i and j. A new array. */
export function shuffle<T>(bytes: ByteSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(bytes, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
