/** The byte stream's position: observable, and a source made at a position continues exactly. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameBytes } from '../../client/src/fairness/bytes.ts';
import type { Draws } from '../../domain/kernel/index.ts';
import { ALL_TILES } from '../../domain/rummiduck/tiles.ts';
import { fairBytes } from '../../functions/fairness/bytes.ts';
import { drawFrom, fairDraws } from '../../functions/fairness/draws.ts';
import { drawOnDemand } from '../../functions/fairness/on-demand.ts';
import { positionAfter, withPosition } from '../../functions/fairness/position.ts';
import { vectorSeed } from './vectors.ts';

const read = (n: number, next: () => number) => Array.from({ length: n }, next);

describe('resuming at a position equals reading on', () => {
  it('the server: bytes from a source made at position p are the continuous stream from p', () => {
    const continuous = read(400, fairBytes(vectorSeed).next);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 399 }), (p) => {
        const resumed = fairBytes(vectorSeed, p);
        expect(read(400 - p, resumed.next)).toEqual(continuous.slice(p));
        expect(resumed.position).toBe(400);
      }),
    );
  });

  it('the verifier: the same, and the same bytes as the server', async () => {
    const continuous = read(400, fairBytes(vectorSeed).next);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 399 }), async (p) => {
        const resumed = await gameBytes(vectorSeed, p);
        const bytes: number[] = [];
        while (resumed.position < 400) bytes.push(await resumed.next());
        expect(bytes).toEqual(continuous.slice(p));
      }),
      { numRuns: 40 },
    );
  });

  it("a game's requests made one command at a time, each from the position the last stored, draw what one source would", () => {
    type Request = (draws: Draws) => unknown[];
    const request = fc.oneof(
      fc.integer({ min: 1, max: 6 }).map(
        (count): Request =>
          (draws) =>
            draws.dice(count),
      ),
      fc.constant<Request>((draws) => draws.shuffle(ALL_TILES)),
    );
    fc.assert(
      fc.property(fc.array(request, { maxLength: 12 }), (requests) => {
        const one = fairDraws(fairBytes(vectorSeed));
        const continuous = requests.map((use) => use(one));
        let position = 0;
        const stepwise = requests.map((use) => {
          const drawn = drawFrom(vectorSeed, position, use);
          position = drawn.position;
          return drawn.value;
        });
        expect(stepwise).toEqual(continuous);
      }),
    );
  });

  it('the same position draws the same values: a retried decision shows nothing new', () => {
    const first = drawFrom(vectorSeed, 70, (draws) => draws.dice(5));
    expect(drawFrom(vectorSeed, 70, (draws) => draws.dice(5))).toEqual(first);
    expect(first.position).toBeGreaterThanOrEqual(75);
  });

  it('a source refuses a position that is not a whole number of bytes, and a seed that is not 64 lower-case hex', () => {
    expect(() => fairBytes(vectorSeed, -1)).toThrow('not a stream position');
    expect(() => fairBytes(vectorSeed, 1.5)).toThrow('not a stream position');
    expect(() => fairBytes({ ...vectorSeed, serverSeed: vectorSeed.serverSeed.toUpperCase() + 'A' })).toThrow('64 lower-case hex');
  });
});

describe('the position kept on stream items', () => {
  it('is the last one an item recorded, 0 before any draw', () => {
    expect(positionAfter([])).toBe(0);
    expect(positionAfter([{}, {}])).toBe(0);
    expect(positionAfter([{ fairPosition: 12 }, {}, { fairPosition: 40 }, {}])).toBe(40);
  });

  it('is recorded by every item stored, whether its events drew or not', () => {
    expect(withPosition({ version: 3 }, 40)).toEqual({ version: 3, fairPosition: 40 });
    expect(withPosition({ version: 4 }, 47)).toEqual({ version: 4, fairPosition: 47 });
  });
});

describe('the seed is loaded only for a decision that draws', () => {
  const loader = () => {
    let loads = 0;
    return { seed: async () => (loads++, vectorSeed), loads: () => loads };
  };

  it('a decision that draws nothing never loads the seed and keeps the position', async () => {
    const { seed, loads } = loader();
    expect(await drawOnDemand(40, seed, () => 'crossed')).toEqual({ value: 'crossed', position: 40 });
    expect(loads()).toBe(0);
  });

  it('a decision that draws loads it once and draws what drawFrom draws', async () => {
    const { seed, loads } = loader();
    const roll = (draws: Draws) => draws.dice(5);
    expect(await drawOnDemand(40, seed, roll)).toEqual(drawFrom(vectorSeed, 40, roll));
    expect(loads()).toBe(1);
  });

  it('a decision that draws after other work, or shuffles, is run again whole', async () => {
    const { seed } = loader();
    const deal = (draws: Draws) => ['started', draws.shuffle(ALL_TILES).slice(0, 3)];
    expect(await drawOnDemand(0, seed, deal)).toEqual(drawFrom(vectorSeed, 0, deal));
  });

  it('any other error of the decision is not swallowed', async () => {
    const { seed } = loader();
    await expect(
      drawOnDemand(0, seed, () => {
        throw new Error('a bug');
      }),
    ).rejects.toThrow('a bug');
  });
});
