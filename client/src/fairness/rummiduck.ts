import type { Checker, CheckerContext, Difference } from './checker.ts';
import { same } from './same.ts';
import { TILES } from './tiles.ts';
import { shuffle } from './values.ts';

/**
 * Rummiduck: the tiles each seat held when the game ended, by player id in seat order (tile ids
 * as the contract names them, `red-7-a`), in the order they came to the rack: the deal, then
 * each draw, less every tile laid. No event shows another player's rack, not even after the
 * end (docs/contract.md, Hidden information), but once the server seed is revealed the
 * verifier re-derives the bag, so it knows every rack; a resigned player's rack counts too.
 */
export type RevealedRacks = Readonly<Record<string, readonly string[]>>;

/**
 * Rummiduck: the bag is shuffled once, at the deal; seats get StartTiles each from the front,
 * seat 0 first; every draw takes from the front. Tiles the viewer may not see are absent from
 * the events: their count is checked and they are tallied as hidden, but every rack is known
 * from the stream, so each tile a player lays (`laid`, public) must come from that rack; and
 * the racks as they are after the last event are what each player held at the end.
 */
export function rummiduckChecker({ bytes, tally, seats, config }: CheckerContext): Checker<{ readonly racks: RevealedRacks }> {
  let bag: string[] = [];
  let front = 0;
  const racks = new Map<unknown, Set<string>>();

  /** Takes the bag's `from`…`to` into `player`'s rack, comparing them with the tiles the event shows. */
  const take = (player: unknown, shown: unknown, from: number, to: number, what: string): Difference | null => {
    const expected = bag.slice(from, to);
    const rack = racks.get(player) ?? new Set();
    racks.set(player, rack);
    for (const tile of expected) rack.add(tile);
    if (shown === undefined) {
      tally.hiddenTiles += expected.length;
      return null;
    }
    tally.tiles += expected.length;
    return same(expected, shown) ? null : { expected, found: shown, detail: `${what} is not the bag's tiles ${from + 1} to ${to}` };
  };

  const deal = async (event: Readonly<Record<string, unknown>>): Promise<Difference | null> => {
    bag = await shuffle(bytes, TILES);
    const size = config.StartTiles;
    if (typeof size !== 'number') return { expected: 'a number', found: size, detail: "the game's config has no StartTiles" };
    const rackSizes = Object.fromEntries(seats.map((p) => [p, size]));
    if (!same(rackSizes, event.rackSizes))
      return { expected: rackSizes, found: event.rackSizes, detail: 'the racks dealt are not StartTiles each' };
    front = seats.length * size;
    const shown = (event.racks ?? {}) as Record<string, unknown>;
    for (const [seat, player] of seats.entries()) {
      const wrong = take(player, shown[player], seat * size, (seat + 1) * size, `the rack of seat ${seat} (${player})`);
      if (wrong) return wrong;
    }
    if (event.bagSize !== bag.length - front)
      return { expected: bag.length - front, found: event.bagSize, detail: 'the bag size after the deal' };
    const rest = bag.slice(front);
    if (event.bag === undefined) {
      tally.hiddenTiles += rest.length;
      return null;
    }
    tally.tiles += rest.length;
    return same(rest, event.bag) ? null : { expected: rest, found: event.bag, detail: 'the bag after the deal' };
  };

  const draw = (event: Readonly<Record<string, unknown>>): Difference | null => {
    const count = event.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || front + count > bag.length)
      return { expected: `1 to ${bag.length - front} tiles`, found: count, detail: 'the number of tiles drawn' };
    front += count;
    return take(event.playerId, event.tiles, front - count, front, 'the tiles drawn');
  };

  const lay = (event: Readonly<Record<string, unknown>>): Difference | null => {
    const rack = racks.get(event.playerId) ?? new Set();
    const laid = Array.isArray(event.laid) ? event.laid : [];
    const foreign = laid.find((tile) => !rack.delete(tile));
    return foreign === undefined
      ? null
      : { expected: [...rack], found: foreign, detail: `a tile laid that the stream never dealt or drew for ${String(event.playerId)}` };
  };

  return {
    async check(event) {
      switch (event.type) {
        case 'TilesDealt':
          return deal(event);
        case 'TilesDrawn':
          return draw(event);
        case 'TablePlayed':
          return lay(event);
        case 'Passed':
          return front < bag.length
            ? { expected: 'TilesDrawn', found: 'Passed', detail: `a pass while the bag still holds ${bag.length - front} tiles` }
            : null;
        default:
          return null;
      }
    },
    revealed: () => ({ racks: Object.fromEntries(seats.map((player) => [player, [...(racks.get(player) ?? [])]])) }),
  };
}
