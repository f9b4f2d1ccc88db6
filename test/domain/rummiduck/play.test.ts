import { describe, expect, it } from 'vitest';
import { ann, bob, cy, dealt, drew, play, played, spare, spareBob, spareCy, spec } from './fixtures.ts';

const meld = (rack: string[], config: Record<string, unknown> = {}) =>
  spec(config).given(dealt({ [ann]: [...rack, ...spare], [bob]: spareBob, [cy]: spareCy }));

describe('rules, The initial meld: "A player\'s first move must be worth at least 30 points (Config.InitialMeld)"', () => {
  it('ruling 4: an initial meld of 29 points is refused', () => {
    meld(['red-5-a', 'blue-5-a', 'black-5-a', 'orange-5-a', 'red-2-a', 'red-3-a', 'red-4-a'])
      .when(
        play([
          ['red-5-a', 'blue-5-a', 'black-5-a', 'orange-5-a'],
          ['red-2-a', 'red-3-a', 'red-4-a'],
        ]),
      )
      .then((v) => {
        expect(v.violation).toBe('illegal-move');
        expect(v.detail).toBe('The initial meld is worth 29 points: a first move "must be worth at least 30 points".');
      });
  });
  it('ruling 4: an initial meld of 30 points is accepted', () => {
    meld(['black-9-a', 'black-10-a', 'black-11-a'])
      .when(play([['black-9-a', 'black-10-a', 'black-11-a']]))
      .then([played(ann, [['black-9-a', 'black-10-a', 'black-11-a']], ['black-9-a', 'black-10-a', 'black-11-a'])]);
  });
  it('ruling 4: a joker counts as the tile it stands for (9, joker as 10, 11: 30 accepted; 8, joker as 9, 10: 27 refused)', () => {
    meld(['red-9-a', 'joker-black', 'red-11-a'])
      .when(play([['red-9-a', 'joker-black', 'red-11-a']]))
      .then([played(ann, [['red-9-a', 'joker-black', 'red-11-a']], ['red-9-a', 'joker-black', 'red-11-a'])]);
    meld(['red-8-a', 'joker-black', 'red-10-a'])
      .when(play([['red-8-a', 'joker-black', 'red-10-a']]))
      .then((v) => expect(v.detail).toContain('worth 27 points'));
  });
  it('rules, Jokers: "A joker replaces any tile and counts its value" (a group of three 7s and a joker is worth 28)', () => {
    meld(['red-7-a', 'blue-7-a', 'orange-7-a', 'joker-red'])
      .when(play([['red-7-a', 'blue-7-a', 'orange-7-a', 'joker-red']]))
      .then((v) => expect(v.detail).toContain('worth 28 points'));
  });
  it('Config.InitialMeld sets the points the first move needs', () => {
    meld(['red-2-a', 'red-3-a', 'red-4-a'], { InitialMeld: 9 })
      .when(play([['red-2-a', 'red-3-a', 'red-4-a']]))
      .then([played(ann, [['red-2-a', 'red-3-a', 'red-4-a']], ['red-2-a', 'red-3-a', 'red-4-a'])]);
  });
  it('the initial meld may be several sets, and a player who has melded needs no more points', () => {
    const s = spec().given(
      dealt(
        {
          [ann]: ['red-2-a', 'red-3-a', 'red-4-a', 'blue-11-a', 'blue-12-a', 'blue-13-a', 'black-1-a', 'black-2-a', 'black-3-a', ...spare],
          [bob]: spareBob,
          [cy]: spareCy,
        },
        ['red-1-a', 'red-2-b'],
      ),
    );
    s.when(
      play([
        ['red-2-a', 'red-3-a', 'red-4-a'],
        ['blue-11-a', 'blue-12-a', 'blue-13-a'],
      ]),
    ).then([
      played(
        ann,
        [
          ['red-2-a', 'red-3-a', 'red-4-a'],
          ['blue-11-a', 'blue-12-a', 'blue-13-a'],
        ],
        ['red-2-a', 'red-3-a', 'red-4-a', 'blue-11-a', 'blue-12-a', 'blue-13-a'],
      ),
    ]);
    const table = [['red-2-a', 'red-3-a', 'red-4-a']];
    spec()
      .given(
        dealt(
          { [ann]: ['red-2-a', 'red-3-a', 'red-4-a', 'black-1-a', 'black-2-a', 'black-3-a', ...spare], [bob]: spareBob, [cy]: spareCy },
          ['red-1-a', 'red-2-b'],
        ),
        played(ann, table, ['red-2-a', 'red-3-a', 'red-4-a']),
        drew(bob, ['red-1-a']),
        drew(cy, ['red-2-b']),
      )
      .when(play([...table, ['black-1-a', 'black-2-a', 'black-3-a']]))
      .then([played(ann, [...table, ['black-1-a', 'black-2-a', 'black-3-a']], ['black-1-a', 'black-2-a', 'black-3-a'])]);
  });
});

describe('rules, The initial meld: "made from their own tiles only. The table may not be rearranged for it."', () => {
  // Bob has melded; Ann has not yet.
  const afterBob = (annRack: string[]) =>
    spec({}, [bob, ann]).given(
      dealt({ [bob]: ['red-10-a', 'red-11-a', 'red-12-a', 'red-13-a', ...spareBob], [ann]: [...annRack, ...spare] }),
      played(bob, [['red-10-a', 'red-11-a', 'red-12-a', 'red-13-a']], ['red-10-a', 'red-11-a', 'red-12-a', 'red-13-a']),
    );
  it('ruling 4: a table tile used in the initial meld is refused', () => {
    afterBob(['blue-13-a', 'black-13-a'])
      .when(
        play([
          ['red-10-a', 'red-11-a', 'red-12-a'],
          ['red-13-a', 'blue-13-a', 'black-13-a'],
        ]),
        ann,
      )
      .then((v) => {
        expect(v.violation).toBe('illegal-move');
        expect(v.detail).toBe(
          'In the table sent, table[1] [red-13-a, blue-13-a, black-13-a] uses red-13-a from the table: the initial meld is "made from their own tiles only".',
        );
      });
  });
  it('ruling 4: adding own tiles to a set already on the table in the initial meld is refused', () => {
    afterBob(['red-9-a', 'black-9-a', 'black-10-a', 'black-11-a'])
      .when(
        play([
          ['red-9-a', 'red-10-a', 'red-11-a', 'red-12-a', 'red-13-a'],
          ['black-9-a', 'black-10-a', 'black-11-a'],
        ]),
        ann,
      )
      .then((v) =>
        expect(v.detail).toBe(
          'In the table sent, table[0] [red-9-a, red-10-a, red-11-a, red-12-a, red-13-a] uses red-10-a from the table: the initial meld is "made from their own tiles only".',
        ),
      );
  });
  it('ruling 4: the table rearranged during the initial meld is refused', () => {
    const split = spec({}, [bob, ann]).given(
      dealt({
        [bob]: ['blue-5-a', 'blue-6-a', 'blue-7-a', 'blue-8-a', 'blue-9-a', 'blue-10-a', ...spareBob],
        [ann]: ['black-9-a', 'black-10-a', 'black-11-a', ...spare],
      }),
      played(
        bob,
        [['blue-5-a', 'blue-6-a', 'blue-7-a', 'blue-8-a', 'blue-9-a', 'blue-10-a']],
        ['blue-5-a', 'blue-6-a', 'blue-7-a', 'blue-8-a', 'blue-9-a', 'blue-10-a'],
      ),
    );
    split
      .when(
        play([
          ['blue-5-a', 'blue-6-a', 'blue-7-a'],
          ['blue-8-a', 'blue-9-a', 'blue-10-a'],
          ['black-9-a', 'black-10-a', 'black-11-a'],
        ]),
        ann,
      )
      .then((v) =>
        expect(v.detail).toBe(
          'In the table sent, table[0] [blue-5-a, blue-6-a, blue-7-a] is not a set as it lay on the table: "the table may not be rearranged" for the initial meld.',
        ),
      );
  });
  it('ruling 4: the sets already on the table left exactly as they were, with a new meld beside them, are accepted', () => {
    afterBob(['black-9-a', 'black-10-a', 'black-11-a'])
      .when(
        play([
          ['black-9-a', 'black-10-a', 'black-11-a'],
          ['red-10-a', 'red-11-a', 'red-12-a', 'red-13-a'],
        ]),
        ann,
      )
      .then([
        played(
          ann,
          [
            ['black-9-a', 'black-10-a', 'black-11-a'],
            ['red-10-a', 'red-11-a', 'red-12-a', 'red-13-a'],
          ],
          ['black-9-a', 'black-10-a', 'black-11-a'],
        ),
      ]);
  });
  it('the points of the sets left on the table do not count for the initial meld', () => {
    afterBob(['black-2-a', 'black-3-a', 'black-4-a'])
      .when(
        play([
          ['red-10-a', 'red-11-a', 'red-12-a', 'red-13-a'],
          ['black-2-a', 'black-3-a', 'black-4-a'],
        ]),
        ann,
      )
      .then((v) => expect(v.detail).toContain('worth 9 points'));
  });
});

describe('rules, After that: "Everything on the table may be rebuilt, as long as at the end of the turn only valid sets lie there and at least one tile of your own was added"', () => {
  const table = [
    ['red-3-a', 'red-4-a', 'red-5-a', 'red-6-a'],
    ['blue-6-a', 'orange-6-a', 'black-6-a'],
    ['joker-red', 'blue-8-a', 'blue-9-a'],
  ];
  const rebuilt = () =>
    spec().given(
      dealt({ [ann]: [...table.flat(), 'red-7-a', 'black-7-a', 'blue-7-a', 'red-12-a', ...spare], [bob]: spareBob, [cy]: spareCy }, [
        'red-1-a',
        'red-2-a',
      ]),
      played(ann, table, table.flat()),
      drew(bob, ['red-1-a']),
      drew(cy, ['red-2-a']),
    );
  it('several sets rebuilt at once are accepted (a tile moves from a run to a group, a joker is replaced and joins a new group)', () => {
    const after = [
      ['red-3-a', 'red-4-a', 'red-5-a'],
      ['red-6-a', 'blue-6-a', 'orange-6-a', 'black-6-a'],
      ['blue-7-a', 'blue-8-a', 'blue-9-a'],
      ['red-7-a', 'black-7-a', 'joker-red'],
    ];
    rebuilt()
      .when(play(after))
      .then([played(ann, after, ['blue-7-a', 'red-7-a', 'black-7-a'])]);
  });
  it('only valid sets may lie on the table at the end of the turn', () => {
    rebuilt()
      .when(play([...table, ['red-7-a', 'black-7-a', 'red-12-a']]))
      .then((v) =>
        expect(v.detail).toBe(
          'In the table sent, table[3] [red-7-a, black-7-a, red-12-a] is not a valid set: it is neither a group (one number, different colours) nor a run (one colour).',
        ),
      );
  });
  it('ruling 3: a play that adds nothing from the rack is refused', () => {
    rebuilt()
      .when(
        play([
          ['red-3-a', 'red-4-a', 'red-5-a'],
          ['red-6-a', 'blue-6-a', 'orange-6-a', 'black-6-a'],
          ['joker-red', 'blue-8-a', 'blue-9-a'],
        ]),
      )
      .then((v) => expect(v.detail).toBe('Nothing comes from your rack: "at least one tile of your own" must be added.'));
  });
  it('rules, "Tiles from the table do not go back to the rack": a play that drops a table tile is refused', () => {
    rebuilt()
      .when(
        play([
          ['red-3-a', 'red-4-a', 'red-5-a', 'red-6-a', 'red-7-a'],
          ['blue-6-a', 'orange-6-a', 'black-6-a'],
        ]),
      )
      .then((v) => expect(v.detail).toContain('joker-red was on the table and is missing'));
  });
  it('ruling 3: a play that duplicates a tile is refused', () => {
    rebuilt()
      .when(play([...table, ['red-5-a', 'red-6-a', 'red-7-a']]))
      .then((v) => expect(v.detail).toBe('The tile red-5-a is laid twice: every tile lies on the table once.'));
  });
  it('ruling 3: a play that invents a tile is refused, without saying where that tile is', () => {
    // black-1-b lies on Bob's rack: the detail must not tell Ann so.
    rebuilt()
      .when(play([...table, ['black-1-b', 'red-1-b', 'blue-1-b'], ['red-7-a', 'red-8-a', 'red-9-b']]))
      .then((v) => {
        expect(v.detail).toBe(
          'The tile black-1-b is neither on the table nor on your rack: only tiles that were on the table and tiles from your rack may lie on it.',
        );
        expect(v.detail).not.toContain(bob);
        expect(v.detail).not.toContain('bag');
      });
  });
  it('ruling 3: a rebuild that leaves one set invalid is refused, naming that set by its index and tiles', () => {
    rebuilt()
      .when(
        play([
          ['red-3-a', 'red-4-a', 'red-5-a'],
          ['red-6-a', 'blue-6-a', 'orange-6-a', 'black-6-a'],
          ['red-7-a', 'black-7-a', 'joker-red'],
          ['blue-8-a', 'blue-9-a'],
        ]),
      )
      .then((v) =>
        expect(v.detail).toBe(
          'In the table sent, table[3] [blue-8-a, blue-9-a] is not a valid set: a set has at least 3 tiles, and this one has 2.',
        ),
      );
  });
});
