/**
 * The tiles a rebuild may use, counted the way the search reads them: for each number and
 * colour the ids on the table (they must all stay on it) and on the rack (they may be laid),
 * and the two jokers by bit (1: joker-red, 2: joker-black).
 */
import { COLOURS, JOKERS, tile, type TileId } from '../tiles.ts';

export const JOKER_BITS = [1, 2] as const;
export const jokerColour = (bit: number): 'red' | 'black' => (bit === 1 ? 'red' : 'black');
export const jokerId = (bit: number): TileId => (bit === 1 ? JOKERS[0] : JOKERS[1]);

export interface Supply {
  /** [number 1..13][colour index]: ids of that tile on the table, then on the rack. */
  readonly onTable: readonly (readonly (readonly TileId[])[])[];
  readonly onRack: readonly (readonly (readonly TileId[])[])[];
  /** Jokers on the table (they must stay) and on the rack, as bit masks. */
  readonly tableJokers: number;
  readonly rackJokers: number;
}

const empty = () => Array.from({ length: 14 }, () => COLOURS.map((): TileId[] => []));

export function supplyOf(table: readonly TileId[], rack: readonly TileId[]): Supply {
  const onTable = empty();
  const onRack = empty();
  let tableJokers = 0;
  let rackJokers = 0;
  const add = (ids: readonly TileId[], into: TileId[][][], jokers: (bit: number) => void) => {
    for (const id of ids) {
      const t = tile(id);
      if (t.joker) jokers(t.colour === 'red' ? 1 : 2);
      else into[t.number]![COLOURS.indexOf(t.colour)]!.push(id);
    }
  };
  add(table, onTable, (bit) => (tableJokers |= bit));
  add(rack, onRack, (bit) => (rackJokers |= bit));
  return { onTable, onRack, tableJokers, rackJokers };
}
