/**
 * Groups and runs (docs/rules/rummiduck.md "Sets", ruling 2). A joker stands for the one tile that
 * makes its set valid where it lies: in a run its position fixes its number, in a group it
 * takes a missing colour; with JokerColourMatters only a tile of its own colour.
 */
import type { Colour, TileId } from './tiles.ts';
import { tile } from './tiles.ts';

/** A set's points, or why it is no set: a clause of the rule it breaks, read after a colon in a sentence. */
export type SetReading = { readonly valid: true; readonly points: number } | { readonly valid: false; readonly why: string };

interface Parts {
  readonly naturals: { readonly at: number; readonly colour: Colour; readonly number: number }[];
  readonly jokers: { readonly at: number; readonly colour: 'red' | 'black' }[];
}

function parts(set: readonly TileId[]): Parts {
  const naturals: Parts['naturals'] = [];
  const jokers: Parts['jokers'] = [];
  set.forEach((id, at) => {
    const t = tile(id);
    if (t.joker) jokers.push({ at, colour: t.colour });
    else naturals.push({ at, colour: t.colour, number: t.number });
  });
  return { naturals, jokers };
}

const GROUP = 'a group is "3 or 4 tiles of the same number in different colours"';
const RUN = 'a run is "at least 3 consecutive numbers of one colour, rising from left to right"';
const COLOUR_MATTERS = 'with JokerColourMatters the red joker only stands for red tiles, the black joker only for black ones';

function readGroup(set: readonly TileId[], { naturals, jokers }: Parts, colourMatters: boolean): SetReading {
  const number = naturals[0]?.number;
  if (number === undefined || naturals.some((t) => t.number !== number)) return { valid: false, why: `${GROUP}: the numbers differ` };
  if (set.length > 4) return { valid: false, why: `${GROUP}: it has ${set.length} tiles` };
  const colours = new Set(naturals.map((t) => t.colour));
  if (colours.size < naturals.length) return { valid: false, why: `${GROUP}: a colour appears twice` };
  // Jokers have different colours, so each takes its own missing colour when it may.
  if (colourMatters && jokers.some((j) => colours.has(j.colour))) {
    return { valid: false, why: `${GROUP}, and ${COLOUR_MATTERS}: the group already holds the joker's colour` };
  }
  return { valid: true, points: number * set.length };
}

function readRun(set: readonly TileId[], { naturals, jokers }: Parts, colourMatters: boolean): SetReading {
  const first = naturals[0];
  if (!first || naturals.some((t) => t.colour !== first.colour)) return { valid: false, why: `${RUN}: the colours differ` };
  const start = first.number - first.at;
  const end = start + set.length - 1;
  if (naturals.some((t) => t.number !== start + t.at)) {
    return { valid: false, why: `${RUN}: the numbers do not rise one by one as laid` };
  }
  if (end > 13) return { valid: false, why: `${RUN}, and "there is no 1 after the 13": it would need a ${end}` };
  if (start < 1) return { valid: false, why: `${RUN}: nothing comes before the 1` };
  if (colourMatters && jokers.some((j) => j.colour !== first.colour)) {
    return { valid: false, why: `${RUN}, and ${COLOUR_MATTERS}: the run is ${first.colour}` };
  }
  return { valid: true, points: ((start + end) * set.length) / 2 };
}

/**
 * Whether a set is valid, and its points (a joker counted as the tile it stands for). A set
 * valid both ways (one numbered tile and both jokers) counts the reading worth more.
 */
export function readSet(set: readonly TileId[], colourMatters: boolean): SetReading {
  if (set.length < 3) return { valid: false, why: `a set has at least 3 tiles, and this one has ${set.length}` };
  const p = parts(set);
  const group = readGroup(set, p, colourMatters);
  const run = readRun(set, p, colourMatters);
  if (group.valid && run.valid) return { valid: true, points: Math.max(group.points, run.points) };
  if (group.valid) return group;
  if (run.valid) return run;
  const sameNumber = p.naturals.every((t) => t.number === p.naturals[0]?.number);
  const sameColour = p.naturals.every((t) => t.colour === p.naturals[0]?.colour);
  if (sameNumber) return group;
  if (sameColour) return run;
  return { valid: false, why: `it is neither a group (one number, different colours) nor a run (one colour)` };
}
