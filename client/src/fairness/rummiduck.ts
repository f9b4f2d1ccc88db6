import type { Checker, CheckerContext } from './checker.ts';
import { same } from './same.ts';
import { TILES } from './tiles.ts';
import { shuffle } from './values.ts';

/**
 * Rummiduck: the bag is shuffled once, at the deal; seats get StartTiles each from the front,
 * seat 0 first; every draw takes from the front. Tiles the viewer may not see are absent from
 * the events: their count is checked, the tiles are tallied as hidden.
 */
export function rummiduckChecker({ bytes, tally, seats, config }: CheckerContext): Checker {
  let bag: string[] = [];
  let front = 0;
  /** Compares tiles the event may show with the bag's `from`…`to`, and tallies them. */
  const tiles = (shown: unknown, from: number, to: number, what: string) => {
    const expected = bag.slice(from, to);
    if (shown === undefined) {
      tally.hiddenTiles += expected.length;
      return null;
    }
    tally.tiles += expected.length;
    return same(expected, shown) ? null : { expected, found: shown, detail: `${what} is not the bag's tiles ${from + 1} to ${to}` };
  };
  const deal = async (event: Readonly<Record<string, unknown>>) => {
    bag = await shuffle(bytes, TILES);
    const size = config.StartTiles;
    if (typeof size !== 'number') return { expected: 'a number', found: size, detail: "the game's config has no StartTiles" };
    const rackSizes = Object.fromEntries(seats.map((p) => [p, size]));
    if (!same(rackSizes, event.rackSizes)) return { expected: rackSizes, found: event.rackSizes, detail: 'the racks dealt are not StartTiles each' };
    front = seats.length * size;
    const racks = (event.racks ?? {}) as Record<string, unknown>;
    for (const [seat, player] of seats.entries()) {
      const wrong = tiles(racks[player], seat * size, (seat + 1) * size, `the rack of seat ${seat} (${player})`);
      if (wrong) return wrong;
    }
    if (event.bagSize !== bag.length - front) return { expected: bag.length - front, found: event.bagSize, detail: 'the bag size after the deal' };
    return tiles(event.bag, front, bag.length, 'the bag after the deal');
  };
  return {
    async check(event) {
      switch (event.type) {
        case 'TilesDealt':
          return deal(event);
        case 'TilesDrawn': {
          const count = event.count;
          if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || front + count > bag.length)
            return { expected: `1 to ${bag.length - front} tiles`, found: count, detail: 'the number of tiles drawn' };
          front += count;
          return tiles(event.tiles, front - count, front, 'the tiles drawn');
        }
        case 'Passed':
          return front < bag.length
            ? { expected: 'TilesDrawn', found: 'Passed', detail: `a pass while the bag still holds ${bag.length - front} tiles` }
            : null;
        default:
          return null;
      }
    },
  };
}
