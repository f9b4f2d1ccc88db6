import { describe, expect, it } from 'vitest';
import { readSet } from '../../../domain/rummiduck/sets.ts';
import { ALL_TILES } from '../../../domain/rummiduck/tiles.ts';
import { ann, bob, cy, dealt, drew, play, played, spare, spareBob, spareCy, spec } from './fixtures.ts';

const valid = (set: string[], colourMatters = false) => readSet(set, colourMatters).valid;
const points = (set: string[]) => {
  const r = readSet(set, false);
  return r.valid ? r.points : null;
};

describe('rules, Tiles', () => {
  it('"There are 106 tiles: the numbers 1 to 13 in four colours, each twice, and two jokers"', () => {
    expect(ALL_TILES).toHaveLength(106);
    expect(new Set(ALL_TILES).size).toBe(106);
    for (const colour of ['black', 'blue', 'orange', 'red']) {
      for (let n = 1; n <= 13; n++) expect(ALL_TILES).toEqual(expect.arrayContaining([`${colour}-${n}-a`, `${colour}-${n}-b`]));
    }
  });
  it('"The jokers are the two tiles that show a duck instead of a number, one red and one black"', () => {
    expect(ALL_TILES.filter((t) => t.startsWith('joker'))).toEqual(['joker-red', 'joker-black']);
  });
  it('ruling 1: tiles are `<colour>-<number>-<a|b>` in black, blue, orange, red, numbers 1–13, two of each, and joker-red, joker-black', () => {
    const pattern = /^(black|blue|orange|red)-([1-9]|1[0-3])-(a|b)$|^joker-(red|black)$/;
    expect(ALL_TILES.every((t) => pattern.test(t))).toBe(true);
  });
});

describe('rules, Sets: Group "3 or 4 tiles of the same number in different colours"', () => {
  it('three and four distinct colours of one number are groups', () => {
    expect(valid(['red-5-a', 'blue-5-a', 'black-5-b'])).toBe(true);
    expect(valid(['red-5-a', 'blue-5-a', 'black-5-b', 'orange-5-a'])).toBe(true);
  });
  it('a colour twice is no group', () => {
    expect(valid(['red-5-a', 'red-5-b', 'black-5-b'])).toBe(false);
    expect(readSet(['red-5-a', 'red-5-b', 'black-5-b'], false)).toMatchObject({ why: expect.stringContaining('a colour appears twice') });
  });
  it('different numbers are no group', () => {
    expect(valid(['red-5-a', 'blue-6-a', 'black-5-b'])).toBe(false);
  });
  it('two tiles are no set, and five are no group', () => {
    expect(valid(['red-5-a', 'blue-5-a'])).toBe(false);
    expect(valid(['red-5-a', 'blue-5-a', 'black-5-a', 'orange-5-a', 'joker-red'])).toBe(false);
  });
});

describe('rules, Sets: Run "At least 3 consecutive numbers of one colour, rising from left to right"', () => {
  it('three or more consecutive numbers of one colour, rising as laid, are a run', () => {
    expect(valid(['red-3-a', 'red-4-a', 'red-5-b'])).toBe(true);
    expect(
      valid(ALL_TILES.filter((t) => t.startsWith('blue-') && t.endsWith('-a')).sort((a, b) => parseInt(a.slice(5)) - parseInt(b.slice(5)))),
    ).toBe(true);
  });
  it('falling, unordered or gapped numbers are no run', () => {
    expect(valid(['red-5-a', 'red-4-a', 'red-3-a'])).toBe(false);
    expect(valid(['red-4-a', 'red-3-a', 'red-5-a'])).toBe(false);
    expect(valid(['red-3-a', 'red-4-a', 'red-6-a'])).toBe(false);
  });
  it('two colours are no run', () => {
    expect(valid(['red-3-a', 'red-4-a', 'blue-5-a'])).toBe(false);
  });
  it('"There is no 1 after the 13"', () => {
    expect(valid(['red-12-a', 'red-13-a', 'red-1-a'])).toBe(false);
    expect(valid(['red-12-a', 'red-13-a', 'joker-red'])).toBe(false);
    expect(readSet(['red-12-a', 'red-13-a', 'joker-red'], false)).toMatchObject({
      why: expect.stringContaining('"there is no 1 after the 13"'),
    });
    expect(valid(['red-11-a', 'red-12-a', 'red-13-a'])).toBe(true);
  });
  it('ruling 2: a run is in rising order as laid, no wrap after 13', () => {
    expect(valid(['blue-13-a', 'blue-1-a', 'blue-2-a'])).toBe(false);
    expect(valid(['joker-black', 'blue-1-a', 'blue-2-a'])).toBe(false);
  });
});

describe('ruling 2: a joker stands for the one tile that makes its set valid where it lies', () => {
  it('in a run its position fixes its number', () => {
    expect(points(['red-5-a', 'joker-red', 'red-7-a'])).toBe(18);
    expect(points(['red-11-a', 'red-12-a', 'joker-red'])).toBe(36);
    expect(points(['joker-black', 'red-12-a', 'red-13-a'])).toBe(36);
    expect(valid(['red-5-a', 'joker-red', 'red-8-a'])).toBe(false);
  });
  it('in a group of three tiles it takes any missing colour', () => {
    expect(points(['red-8-a', 'blue-8-a', 'orange-8-a', 'joker-red'])).toBe(32);
  });
  it('a joker stands for exactly one tile: a joker cannot fill a gap of two', () => {
    expect(valid(['red-3-a', 'joker-red', 'red-6-a'])).toBe(false);
    expect(valid(['red-3-a', 'joker-red', 'joker-black', 'red-6-a'])).toBe(true);
  });
  it('decision: a set that reads both as a group and as a run (one numbered tile, both jokers) counts the reading worth more', () => {
    expect(points(['red-5-a', 'joker-red', 'joker-black'])).toBe(18);
  });
});

describe('rules, Jokers: JokerColourMatters', () => {
  it('"With Config.JokerColourMatters = true ... the red joker then only stands for red tiles, the black joker only for black ones"', () => {
    expect(valid(['red-5-a', 'joker-red', 'red-7-a'], true)).toBe(true);
    expect(valid(['black-5-a', 'joker-red', 'black-7-a'], true)).toBe(false);
    expect(valid(['black-5-a', 'joker-black', 'black-7-a'], true)).toBe(true);
    expect(valid(['blue-5-a', 'joker-black', 'blue-7-a'], true)).toBe(false);
    expect(valid(['blue-5-a', 'orange-5-a', 'joker-red'], true)).toBe(true);
    expect(valid(['red-5-a', 'orange-5-a', 'joker-red'], true)).toBe(false);
    expect(readSet(['black-5-a', 'joker-red', 'black-7-a'], true)).toMatchObject({ why: expect.stringContaining('JokerColourMatters') });
  });
  it('"By default either joker stands for any tile"', () => {
    expect(valid(['black-5-a', 'joker-red', 'black-7-a'])).toBe(true);
    expect(valid(['red-5-a', 'orange-5-a', 'joker-red'])).toBe(true);
  });
  it('ruling 2 with JokerColourMatters: a play with a red joker in a blue run is refused, in a red run accepted', () => {
    const s = spec({ JokerColourMatters: true, InitialMeld: 0 });
    const given = s.given(
      dealt({ [ann]: ['blue-5-a', 'joker-red', 'blue-7-a', 'red-5-a', 'red-7-a', ...spare], [bob]: spareBob, [cy]: spareCy }),
    );
    given.when(play([['blue-5-a', 'joker-red', 'blue-7-a']])).then((v) => {
      expect(v.violation).toBe('illegal-move');
      expect(v.detail).toContain('table[0] [blue-5-a, joker-red, blue-7-a]');
      expect(v.detail).toContain('red joker only stands for red tiles');
    });
    given
      .when(play([['red-5-a', 'joker-red', 'red-7-a']]))
      .then([played(ann, [['red-5-a', 'joker-red', 'red-7-a']], ['red-5-a', 'joker-red', 'red-7-a'])]);
  });
});

describe('rules, Jokers: "A joker on the table may be moved freely, but it has to be in a valid set again at the end of the turn"', () => {
  const history = () =>
    spec().given(
      dealt(
        {
          [ann]: ['red-5-a', 'joker-red', 'red-7-a', 'red-10-a', 'red-6-a', ...spare],
          [bob]: ['black-9-a', 'blue-9-a', 'orange-9-a', ...spareBob],
          [cy]: spareCy,
        },
        ['red-1-a', 'red-2-a', 'red-3-a'],
      ),
      played(ann, [['red-5-a', 'joker-red', 'red-7-a']], ['red-5-a', 'joker-red', 'red-7-a']),
      drew(bob, ['red-1-a']),
      drew(cy, ['red-2-a']),
    );
  it('a joker moved from one set to another, both valid, is accepted', () => {
    history()
      .when(play([['red-5-a', 'red-6-a', 'red-7-a', 'joker-red']]))
      .then([played(ann, [['red-5-a', 'red-6-a', 'red-7-a', 'joker-red']], ['red-6-a'])]);
  });
  it('a joker left outside a valid set is refused', () => {
    history()
      .when(play([['red-5-a', 'red-6-a', 'red-7-a'], ['joker-red']]))
      .then((v) => expect(v.detail).toContain('table[1] [joker-red] is not a valid set: a set has at least 3 tiles'));
  });
  it('ruling 2: a joker replaced on the table stays on it', () => {
    history()
      .when(play([['red-5-a', 'red-6-a', 'red-7-a']]))
      .then((v) => expect(v.detail).toContain('joker-red was on the table and is missing'));
  });
});
