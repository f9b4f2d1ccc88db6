/** The 106 tiles of docs/rules/rummiduck.md "Tiles" and ruling 1. */
export const COLOURS = ['black', 'blue', 'orange', 'red'] as const;
export type Colour = (typeof COLOURS)[number];
export const JOKERS = ['joker-red', 'joker-black'] as const;

export type TileId = string;

/** A numbered tile, or a joker with the colour it is printed in (it matters with JokerColourMatters). */
export type Tile =
  { readonly joker: false; readonly colour: Colour; readonly number: number } | { readonly joker: true; readonly colour: 'red' | 'black' };

const numbers = Array.from({ length: 13 }, (_, i) => i + 1);

/** Every tile id once, in a fixed order: the order `start` hands to the shuffle. */
export const ALL_TILES: readonly TileId[] = [
  ...COLOURS.flatMap((colour) => numbers.flatMap((n) => [`${colour}-${n}-a`, `${colour}-${n}-b`])),
  ...JOKERS,
];

const TILES: ReadonlyMap<TileId, Tile> = new Map(
  ALL_TILES.map((id): [TileId, Tile] => {
    if (id === 'joker-red') return [id, { joker: true, colour: 'red' }];
    if (id === 'joker-black') return [id, { joker: true, colour: 'black' }];
    const [colour, n] = id.split('-');
    return [id, { joker: false, colour: colour as Colour, number: Number(n) }];
  }),
);

/** The tile an id names; ids come through the command schema, so every one is known. */
export function tile(id: TileId): Tile {
  const known = TILES.get(id);
  if (!known) throw new Error(`not a Rummiduck tile: ${id}`);
  return known;
}

/** Rack points (ruling 6): a tile's number, a joker `JokerPoints`. */
export function rackPoints(rack: readonly TileId[], jokerPoints: number): number {
  return rack.reduce((sum, id) => {
    const t = tile(id);
    return sum + (t.joker ? jokerPoints : t.number);
  }, 0);
}
