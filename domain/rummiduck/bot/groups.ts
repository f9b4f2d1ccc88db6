/**
 * How the tiles of one number left for groups split into valid groups (ruling 2: 3 or 4 tiles
 * of one number in different colours; a joker takes a missing colour, with JokerColourMatters
 * only its own). `counts[c]` is how many tiles of colour c (0, 1 or 2) go to groups, `jokers`
 * a joker mask. Two copies of a colour need two groups, and two jokers can make a third, so
 * up to three groups are tried. Tabled once for all 81 × 4 cases.
 */
import { COLOURS } from '../tiles.ts';
import { JOKER_BITS, jokerColour } from './supply.ts';

export interface Group {
  readonly colours: readonly number[];
  readonly jokers: readonly number[];
}

function* subsetsOfSize(size: number, of: number): Generator<number[]> {
  if (size === 0) return yield [];
  for (let first = 0; first < of; first++) {
    for (const rest of subsetsOfSize(size - 1, of)) if (rest.every((r) => r > first)) yield [first, ...rest];
  }
}

function split(counts: readonly number[], jokers: readonly number[], colourMatters: boolean): Group[] | null {
  const tiles = counts.reduce((a, b) => a + b, 0) + jokers.length;
  if (tiles === 0) return [];
  for (let groups = 1; groups <= 3; groups++) {
    if (tiles < 3 * groups || tiles > 4 * groups) continue;
    const found = place(counts, jokers, groups, colourMatters);
    if (found) return found;
  }
  return null;
}

function place(counts: readonly number[], jokers: readonly number[], groups: number, colourMatters: boolean): Group[] | null {
  const colours: number[][] = Array.from({ length: groups }, () => []);
  const tryColour = (c: number): Group[] | null => {
    if (c === COLOURS.length)
      return tryJokers(
        0,
        Array.from({ length: groups }, () => []),
      );
    for (const into of subsetsOfSize(counts[c]!, groups)) {
      into.forEach((g) => colours[g]!.push(c));
      const found = tryColour(c + 1);
      into.forEach((g) => colours[g]!.pop());
      if (found) return found;
    }
    return null;
  };
  const tryJokers = (j: number, placed: number[][]): Group[] | null => {
    if (j === jokers.length) {
      const ok = colours.every((cs, g) => cs.length > 0 && cs.length + placed[g]!.length >= 3 && cs.length + placed[g]!.length <= 4);
      return ok ? colours.map((cs, g) => ({ colours: [...cs], jokers: [...placed[g]!] })) : null;
    }
    const bit = jokers[j]!;
    for (let g = 0; g < groups; g++) {
      if (colourMatters && colours[g]!.includes(COLOURS.indexOf(jokerColour(bit)))) continue;
      placed[g]!.push(bit);
      const found = tryJokers(j + 1, placed);
      placed[g]!.pop();
      if (found) return found;
    }
    return null;
  };
  return tryColour(0);
}

const tables = new Map<boolean, (Group[] | null)[]>();

/** The groups for `counts` (by countsIndex) and joker mask, or null when they make none. */
export function groupsFor(colourMatters: boolean): readonly (Group[] | null)[] {
  let table = tables.get(colourMatters);
  if (!table) {
    table = [];
    for (let index = 0; index < 81; index++) {
      const counts = [27, 9, 3, 1].map((d) => Math.floor(index / d) % 3);
      for (let mask = 0; mask < 4; mask++) {
        table[index * 4 + mask] = split(
          counts,
          JOKER_BITS.filter((b) => mask & b),
          colourMatters,
        );
      }
    }
    tables.set(colourMatters, table);
  }
  return table;
}
