/** oc-fair-v1 values (docs/contract.md Fairness): rejection boundaries with crafted bytes, uniformity with a fixed seed. */
import { describe, expect, it } from 'vitest';
import * as verifier from '../../client/src/fairness/values.ts';
import { fairBytes } from '../../functions/fairness/bytes.ts';
import { below, die, shuffle } from '../../functions/fairness/values.ts';
import { bigEndian, craftedAsyncBytes, craftedBytes } from './crafted.ts';
import { vectorSeed } from './vectors.ts';

describe('docs/contract.md Fairness: "A die takes the next byte b, skipping every b ≥ 252, and shows 1 + (b mod 6)"', () => {
  it('bytes 252, 253, 254 and 255 are skipped; 251 and 0 are the last and first faces kept', () => {
    const bytes = [252, 253, 254, 255, 251, 255, 0];
    const server = craftedBytes(bytes);
    expect([die(server), die(server)]).toEqual([1 + (251 % 6), 1]);
    expect(server.position).toBe(7);
  });

  it('the verifier skips the same bytes', async () => {
    const client = craftedAsyncBytes([252, 253, 254, 255, 251, 255, 0]);
    expect([await verifier.die(client), await verifier.die(client)]).toEqual([6, 1]);
    expect(client.position).toBe(7);
  });

  it('every byte below 252 shows its face: 0 → 1, 5 → 6, 6 → 1, 250 → 5', () => {
    expect([0, 5, 6, 250].map((b) => die(craftedBytes([b])))).toEqual([1, 6, 1, 5]);
  });
});

describe('docs/contract.md Fairness: "An integer in [0, n) ... skipping every u ≥ floor(2^32 / n) * n"', () => {
  // floor(2^32 / 3) * 3 = 4294967295: only u = 0xffffffff is skipped for n = 3.
  const skipped = bigEndian(0xffffffff);
  const lastKept = bigEndian(0xfffffffe);

  it('n = 3: u = 4294967295 is skipped (4 bytes at once), u = 4294967294 is kept as 2', () => {
    const server = craftedBytes([...skipped, ...lastKept]);
    expect(below(server, 3)).toBe(4294967294 % 3);
    expect(server.position).toBe(8);
  });

  it('n = 3 in the verifier: the same', async () => {
    const client = craftedAsyncBytes([...skipped, ...lastKept]);
    expect(await verifier.below(client, 3)).toBe(2);
    expect(client.position).toBe(8);
  });

  it('n = 106: the skip starts exactly at floor(2^32 / 106) * 106', async () => {
    const limit = Math.floor(2 ** 32 / 106) * 106;
    const bytes = [...bigEndian(limit), ...bigEndian(limit - 1)];
    expect(below(craftedBytes(bytes), 106)).toBe((limit - 1) % 106);
    expect(await verifier.below(craftedAsyncBytes(bytes), 106)).toBe((limit - 1) % 106);
  });

  it('the 4 bytes are big-endian', () => {
    expect(below(craftedBytes([0x01, 0x02, 0x03, 0x04]), 2 ** 32)).toBe(0x01020304);
  });

  it('the server refuses a range it cannot draw from', () => {
    for (const n of [0, -1, 1.5, 2 ** 32 + 1]) expect(() => below(craftedBytes([0, 0, 0, 0]), n)).toThrow('not a range size');
  });
});

describe('docs/contract.md Fairness: "for i = 105 down to 1, j = an integer in [0, i + 1), swap positions i and j"', () => {
  it('the crafted j of each step swaps exactly those positions', () => {
    // Three items: i = 2 takes j = 0 (swap 2 and 0), i = 1 takes j = 1 (no swap).
    expect(shuffle(craftedBytes([...bigEndian(0), ...bigEndian(1)]), ['a', 'b', 'c'])).toEqual(['c', 'b', 'a']);
  });
});

/**
 * Pearson's chi-square against a uniform spread, and the Wilson–Hilferty 0.999 quantile of its
 * distribution: a fair generator exceeds it once in a thousand seeds. The seed is fixed, so the
 * test gives the same answer on every run.
 */
function chiSquare(counts: readonly number[]): { statistic: number; bound: number } {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  const k = counts.length - 1;
  const z = 3.0902; // the standard normal's 0.999 quantile
  const bound = k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
  return { statistic, bound };
}

describe('uniformity with a fixed seed (chi-square, p = 0.001)', () => {
  it('60 000 dice', () => {
    const bytes = fairBytes(vectorSeed);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[die(bytes) - 1]!++;
    const { statistic, bound } = chiSquare(counts);
    expect(statistic).toBeLessThan(bound);
  });

  it.each([3, 7, 106])('integers in [0, %i), a thousand per value', (n) => {
    const bytes = fairBytes(vectorSeed);
    const counts = Array.from({ length: n }, () => 0);
    for (let i = 0; i < 1000 * n; i++) counts[below(bytes, n)]!++;
    const { statistic, bound } = chiSquare(counts);
    expect(statistic).toBeLessThan(bound);
  });

  it('every order of four tiles is equally likely (24 000 shuffles)', () => {
    const bytes = fairBytes(vectorSeed);
    const counts = new Map<string, number>();
    for (let i = 0; i < 24_000; i++) {
      const order = shuffle(bytes, ['a', 'b', 'c', 'd']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const { statistic, bound } = chiSquare([...counts.values()]);
    expect(statistic).toBeLessThan(bound);
  });
});
