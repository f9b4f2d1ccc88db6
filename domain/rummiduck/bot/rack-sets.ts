/** Sets a rack makes on its own, without jokers: runs of consecutive numbers, then groups. */
import { readSet } from '../sets.ts';
import { COLOURS, tile, type TileId } from '../tiles.ts';

export function rackSets(rack: readonly TileId[]): TileId[][] {
  const left = new Map<string, TileId>();
  for (const id of rack) {
    const t = tile(id);
    if (!t.joker) left.set(`${t.colour}-${t.number}`, id);
  }
  const take = (key: string) => {
    const id = left.get(key)!;
    left.delete(key);
    return id;
  };
  const sets: TileId[][] = [];
  for (const colour of COLOURS) {
    for (let n = 1; n <= 11; n++) {
      let end = n;
      while (end <= 13 && left.has(`${colour}-${end}`)) end++;
      if (end - n >= 3) sets.push(Array.from({ length: end - n }, (_, i) => take(`${colour}-${n + i}`)));
    }
  }
  for (let n = 1; n <= 13; n++) {
    const keys = COLOURS.map((c) => `${c}-${n}`).filter((k) => left.has(k));
    if (keys.length >= 3) sets.push(keys.map(take));
  }
  return sets;
}

/** A set's points as the initial meld counts them (ruling 4). */
export const pointsOf = (sets: readonly (readonly TileId[])[], colourMatters: boolean): number =>
  sets.reduce((sum, set) => {
    const reading = readSet(set, colourMatters);
    return sum + (reading.valid ? reading.points : 0);
  }, 0);
