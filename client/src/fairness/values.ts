import type { AsyncBytes } from './bytes.ts';

/** A die: skip every byte ≥ 252, then 1 + b mod 6. */
export async function die(bytes: AsyncBytes): Promise<number> {
  for (;;) {
    const b = await bytes.next();
    if (b < 252) return 1 + (b % 6);
  }
}

/** An integer in [0, n): 4 bytes big-endian, skipping every u ≥ floor(2^32 / n) × n. */
export async function below(bytes: AsyncBytes, n: number): Promise<number> {
  const limit = Math.floor(2 ** 32 / n) * n;
  for (;;) {
    let u = 0;
    for (let i = 0; i < 4; i++) u = u * 256 + (await bytes.next());
    if (u < limit) return u % n;
  }
}

/** Fisher–Yates from the last position down to 1: j = below(i + 1), swap i and j. */
export async function shuffle<T>(bytes: AsyncBytes, items: readonly T[]): Promise<T[]> {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = await below(bytes, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
