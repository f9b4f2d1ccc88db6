/** docs/fairness.md "Test vectors", against the server's implementation and the verifier's. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf as verifierCommitment, gameBytes } from '../../client/src/fairness/bytes.ts';
import { TILES } from '../../client/src/fairness/tiles.ts';
import * as verifier from '../../client/src/fairness/values.ts';
import { ALL_TILES } from '../../domain/rummiduck/tiles.ts';
import { fairBytes } from '../../functions/fairness/bytes.ts';
import { commitmentOf, materialOf } from '../../functions/fairness/seeds.ts';
import * as server from '../../functions/fairness/values.ts';
import { vectors, vectorSeed } from './vectors.ts';

const times = <T>(n: number, next: () => T): T[] => Array.from({ length: n }, next);
async function timesAsync<T>(n: number, next: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await next());
  return out;
}
const hex = (bytes: number[]) => Buffer.from(bytes).toString('hex');

describe('oc-fair-v1 test vectors (docs/fairness.md)', () => {
  it("the page's block 0 message, HMAC-ed with the seed's 32 bytes, begins with the page's first bytes", () => {
    expect(vectors.firstMessage).toBe(`${vectors.gameId}:${vectors.material}:0`);
    const block = createHmac('sha256', Buffer.from(vectors.serverSeed, 'hex')).update(vectors.firstMessage).digest('hex');
    expect(block.startsWith(vectors.firstBytes)).toBe(true);
  });

  describe('the server (functions/fairness)', () => {
    it('commitment: SHA-256 of the seed\'s 32 bytes; material: the client seeds joined with ":"', () => {
      expect(commitmentOf(vectors.serverSeed)).toBe(vectors.commitment);
      expect(materialOf(vectors.clientSeeds)).toBe(vectors.material);
    });

    it('the first 16 bytes', () => {
      const bytes = fairBytes(vectorSeed);
      expect(hex(times(16, () => bytes.next()))).toBe(vectors.firstBytes);
    });

    it('the first dice, and the bytes they read', () => {
      const bytes = fairBytes(vectorSeed);
      expect(times(vectors.dice.values.length, () => server.die(bytes))).toEqual(vectors.dice.values);
      expect(bytes.position).toBe(vectors.dice.bytesRead);
    });

    it.each(vectors.ints)('the first integers in [0, $n)', ({ n, values, bytesRead }) => {
      const bytes = fairBytes(vectorSeed);
      expect(times(values.length, () => server.below(bytes, n))).toEqual(values);
      expect(bytes.position).toBe(bytesRead);
    });

    it('the first 20 tiles of the shuffled Rummiduck bag (the domain hands ALL_TILES in the documented order)', () => {
      const bytes = fairBytes(vectorSeed);
      expect(server.shuffle(bytes, ALL_TILES).slice(0, 20)).toEqual(vectors.bag.first20);
      expect(bytes.position).toBe(vectors.bag.bytesRead);
    });
  });

  describe('the verifier (client/src/fairness)', () => {
    it('commitment', async () => {
      expect(await verifierCommitment(vectors.serverSeed)).toBe(vectors.commitment);
    });

    it('the first 16 bytes', async () => {
      const bytes = await gameBytes(vectorSeed);
      expect(hex(await timesAsync(16, () => bytes.next()))).toBe(vectors.firstBytes);
    });

    it('the first dice, and the bytes they read', async () => {
      const bytes = await gameBytes(vectorSeed);
      expect(await timesAsync(vectors.dice.values.length, () => verifier.die(bytes))).toEqual(vectors.dice.values);
      expect(bytes.position).toBe(vectors.dice.bytesRead);
    });

    it.each(vectors.ints)('the first integers in [0, $n)', async ({ n, values, bytesRead }) => {
      const bytes = await gameBytes(vectorSeed);
      expect(await timesAsync(values.length, () => verifier.below(bytes, n))).toEqual(values);
      expect(bytes.position).toBe(bytesRead);
    });

    it('the first 20 tiles of the shuffled Rummiduck bag, from its own list of the 106 tiles', async () => {
      expect(TILES).toEqual(ALL_TILES);
      const bytes = await gameBytes(vectorSeed);
      expect((await verifier.shuffle(bytes, TILES)).slice(0, 20)).toEqual(vectors.bag.first20);
      expect(bytes.position).toBe(vectors.bag.bytesRead);
    });
  });
});
