/** One test (at least) for every Dice Kings ruling of docs/rulings.md, named after it. */
import { describe, expect, it } from 'vitest';
import { diceKings, type Event } from '../../../domain/dice-kings/index.ts';
import { BOXES, LOWER_BOXES } from '../../../domain/dice-kings/boxes.ts';
import { testDraws } from '../../support/spec.ts';
import { filled, movesOf, play, rolled, roll, score, scored, spec, started, turn } from './helpers.ts';

const solo = spec();

describe('ruling 1: five dice, up to three rolls, then exactly one box', () => {
  it('ruling 1: "Five dice." a first roll throws five', () => {
    solo
      .given(started())
      .when(roll(), 'ann', testDraws([[6, 5, 4, 3, 2]]))
      .then([rolled([6, 5, 4, 3, 2])]);
  });

  it('ruling 1: "A turn is up to three rolls; before the 2nd and 3rd the player keeps any of the dice."', () => {
    const given = solo.given(started(), rolled([1, 2, 3, 4, 5]), rolled([1, 6, 3, 6, 6], 'ann', [0, 2]));
    given.when(roll([1, 3, 4]), 'ann', testDraws([[6, 6]])).then([rolled([6, 6, 6, 6, 6], 'ann', [1, 3, 4])]);
    const third = solo.fold([started(), rolled([1, 2, 3, 4, 5]), rolled([1, 2, 3, 4, 5]), rolled([1, 2, 3, 4, 5])]);
    expect(diceKings.decide(third, { type: 'roll', keep: [] }, 'ann', testDraws())).toMatchObject({ violation: 'illegal-move' });
  });

  it('ruling 1: "Then exactly one box is filled, with 0 points where its condition is not met (crossing out)."', () => {
    solo
      .given(started(), rolled([1, 2, 3, 5, 6]))
      .when(score('diceKings'))
      .then([scored('diceKings', 0), started()]);
  });
});

describe('ruling 2: full house and straights', () => {
  it('ruling 2: "Full House is three of one number and two of another."', () => {
    solo
      .given(started(), rolled([5, 2, 5, 2, 5]))
      .when(score('fullHouse'))
      .then([scored('fullHouse', 25), started()]);
    solo
      .given(started(), rolled([5, 2, 5, 2, 1]))
      .when(score('fullHouse'))
      .then([scored('fullHouse', 0), started()]);
  });

  it('ruling 2: "Small Straight is four different consecutive numbers among the dice"', () => {
    solo
      .given(started(), rolled([6, 3, 5, 3, 4]))
      .when(score('smallStraight'))
      .then([scored('smallStraight', 30), started()]);
    solo
      .given(started(), rolled([1, 2, 4, 5, 6]))
      .when(score('smallStraight'))
      .then([scored('smallStraight', 0), started()]);
  });

  it('ruling 2: "Large Straight five"', () => {
    solo
      .given(started(), rolled([5, 4, 3, 2, 1]))
      .when(score('largeStraight'))
      .then([scored('largeStraight', 40), started()]);
    solo
      .given(started(), rolled([5, 4, 3, 2, 2]))
      .when(score('largeStraight'))
      .then([scored('largeStraight', 0), started()]);
  });

  it.each(['fullHouse', 'smallStraight', 'largeStraight'] as const)(
    'ruling 2: "Five of a kind is none of these unless the joker applies" (%s)',
    (box) => {
      solo
        .given(started(), rolled([3, 3, 3, 3, 3]))
        .when(score(box))
        .then([scored(box, 0), started()]);
    },
  );
});

describe('ruling 3: the upper bonus', () => {
  it('ruling 3: "`UpperBonus` once the upper boxes of a column sum to at least `UpperBonusAt`."', () => {
    const at = (sixes: number) =>
      (diceKings.board(spec({ UpperBonusAt: 24, UpperBonus: 50 }).fold([started(), ...filled({ sixes })]), null) as any).pads.ann
        .columns[0];
    expect(at(18).upperBonus).toBe(0);
    expect(at(24)).toMatchObject({ upperBonus: 50, total: 74 });
    expect(at(30)).toMatchObject({ upperBonus: 50, total: 80 });
  });
});

describe('ruling 4: More Dice Kings', () => {
  it('ruling 4: "a five of a kind scored while the same column\'s Dice Kings box holds 50 (not 0) earns `ExtraKingsBonus`"', () => {
    solo
      .given(started(), ...filled({ diceKings: 50 }), rolled([1, 1, 1, 1, 1]))
      .when(score('ones'))
      .then([scored('ones', 5, 'ann', 0, 100), started()]);
    solo
      .given(started(), ...filled({ diceKings: 0 }), rolled([1, 1, 1, 1, 1]))
      .when(score('ones'))
      .then([scored('ones', 5), started()]);
  });

  it.each(BOXES.filter((b) => b !== 'diceKings'))('ruling 4: "whichever box it goes in" (%s)', (box) => {
    const outcome = solo.given(started(), ...filled({ diceKings: 50 }), rolled([4, 4, 4, 4, 4])).when(score(box)).outcome as Event[];
    expect(outcome[0]).toMatchObject({ type: 'BoxScored', box, extraKings: 100 });
  });

  it.each(['free', 'forced', false] as const)('ruling 4: "whatever `JokerRule` says" (%s)', (JokerRule) => {
    spec({ JokerRule })
      .given(started(), ...filled({ diceKings: 50 }), rolled([4, 4, 4, 4, 4]))
      .when(score('fours'))
      .then([scored('fours', 20, 'ann', 0, 100), started()]);
  });
});

describe('ruling 5: the joker', () => {
  it('ruling 5: "The joker applies to a five of a kind when the column\'s Dice Kings box is filled (50 or 0) and that column\'s upper box of its number is filled."', () => {
    for (const diceKingsPoints of [50, 0]) {
      const outcome = solo
        .given(started(), ...filled({ diceKings: diceKingsPoints, fives: 10 }), rolled([5, 5, 5, 5, 5]))
        .when(score('largeStraight')).outcome;
      expect(outcome).toMatchObject([{ box: 'largeStraight', points: 40 }, started()]);
    }
    solo
      .given(started(), ...filled({ fives: 10 }), rolled([5, 5, 5, 5, 5]))
      .when(score('largeStraight'))
      .then([scored('largeStraight', 0), started()]);
  });

  it('ruling 5: "It then scores full points in Full House (25), Small Straight (30) and Large Straight (40)."', () => {
    const given = solo.given(started(), ...filled({ diceKings: 0, ones: 3 }), rolled([1, 1, 1, 1, 1]));
    given.when(score('fullHouse')).then([scored('fullHouse', 25), started()]);
    given.when(score('smallStraight')).then([scored('smallStraight', 30), started()]);
    given.when(score('largeStraight')).then([scored('largeStraight', 40), started()]);
  });

  it('ruling 5 free: "the five of a kind may go in any open box of the column"', () => {
    const state = solo.fold([started(), ...filled({ diceKings: 50, threes: 9 }), rolled([3, 3, 3, 3, 3])]);
    const boxes = movesOf(state, 'ann')
      .filter((m) => m.type === 'score')
      .map((m) => (m as { box: string }).box);
    expect(boxes).toEqual(BOXES.filter((b) => b !== 'diceKings' && b !== 'threes'));
  });

  const forced = spec({ JokerRule: 'forced' });
  it('ruling 5 forced: "it must go in the upper box of its number while that is open"', () => {
    const given = forced.given(started(), ...filled({ diceKings: 50 }), rolled([6, 6, 6, 6, 6]));
    given.when(score('chance')).thenRefused('illegal-move', /has to go in the upper box of its number while that is free/);
    given.when(score('sixes')).then([scored('sixes', 30, 'ann', 0, 100), started()]);
    expect(movesOf(given.state, 'ann').filter((m) => m.type === 'score')).toEqual([{ type: 'score', box: 'sixes' }]);
  });

  it('ruling 5 forced: "else in an open lower box while one is open"', () => {
    const given = forced.given(started(), ...filled({ diceKings: 0, sixes: 24, threeOfAKind: 20 }), rolled([6, 6, 6, 6, 6]));
    given.when(score('ones')).thenRefused('illegal-move', /after that in a lower box while one is free/);
    given.when(score('fourOfAKind')).then([scored('fourOfAKind', 30), started()]);
    const boxes = movesOf(given.state, 'ann')
      .filter((m) => m.type === 'score')
      .map((m) => (m as { box: string }).box);
    expect(boxes).toEqual(['fourOfAKind', 'fullHouse', 'smallStraight', 'largeStraight', 'chance']);
  });

  it('ruling 5 forced: "only then in any open box (scoring 0 there)"', () => {
    const lower = Object.fromEntries(LOWER_BOXES.map((box) => [box, 0]));
    forced
      .given(started(), ...filled({ ...lower, sixes: 24 }), rolled([6, 6, 6, 6, 6]))
      .when(score('ones'))
      .then([scored('ones', 0), started()]);
  });

  it('ruling 5 forced: "The view marks the boxes it may not go in."', () => {
    const state = forced.fold([started(), ...filled({ diceKings: 0, sixes: 24 }), rolled([6, 6, 6, 6, 6])]);
    expect((diceKings.board(state, null) as any).marked).toEqual(
      ['ones', 'twos', 'threes', 'fours', 'fives'].map((box) => ({ column: 0, box })),
    );
    const plain = forced.fold([started(), ...filled({ diceKings: 0, sixes: 24 }), rolled([6, 6, 6, 6, 5])]);
    expect((diceKings.board(plain, null) as any).marked).toEqual([]);
  });

  it('ruling 5 false: "no joker; it scores like any other throw"', () => {
    const given = spec({ JokerRule: false }).given(started(), ...filled({ diceKings: 0, sixes: 24 }), rolled([6, 6, 6, 6, 6]));
    given.when(score('fullHouse')).then([scored('fullHouse', 0), started()]);
    given.when(score('ones')).then([scored('ones', 0), started()]);
  });
});

describe('ruling 6: three columns', () => {
  const three = spec({ Columns: 3 });
  it('ruling 6: "`Columns: 3`: 39 rounds; each turn fills one open box in any column"', () => {
    const turns = BOXES.flatMap((box) => [2, 0, 1].map((c) => turn([2, 2, 3, 3, 3], box, c as 0 | 1 | 2)));
    const { events } = play(
      { Columns: 3 },
      ['ann', 'bob'],
      turns.flatMap((t) => [t, t]),
    );
    expect(events.filter((e) => e.type === 'BoxScored')).toHaveLength(78);
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded' });
    three
      .given(started(), ...filled({ chance: 5 }, 'ann', 1), rolled([1, 1, 1, 1, 2]))
      .when(score('chance', 1))
      .thenRefused('illegal-move', /exactly one box of your own pad is filled in.*chance in column 1 is already filled/);
  });

  it('ruling 6: "the columns\' totals count ×1, ×2, ×3"', () => {
    const state = three.fold([
      started(),
      ...filled({ fullHouse: 25 }, 'ann', 0),
      ...filled({ fullHouse: 25 }, 'ann', 1),
      ...filled({ fullHouse: 25 }, 'ann', 2),
    ]);
    expect((diceKings.board(state, null) as any).pads.ann.score).toBe(25 + 50 + 75);
  });

  it('ruling 6: "Bonus, joker and More Dice Kings are judged inside the column."', () => {
    const given = three.given(
      started(),
      ...filled({ diceKings: 50 }, 'ann', 0),
      ...filled({ twos: 8, diceKings: 0 }, 'ann', 1),
      ...filled({ twos: 8 }, 'ann', 2),
      rolled([2, 2, 2, 2, 2]),
    );
    given.when(score('fullHouse', 0)).then([scored('fullHouse', 0, 'ann', 0, 100), started()]); // extra, no joker
    given.when(score('fullHouse', 1)).then([scored('fullHouse', 25, 'ann', 1), started()]); // joker, no extra
    given.when(score('fullHouse', 2)).then([scored('fullHouse', 0, 'ann', 2), started()]); // neither
  });

  it('ruling 6: "A three-column game counts only on board `dice-kings-3`, a one-column game only on `dice-kings`."', () => {
    expect(diceKings.leaderboard(three.config)).toBe('dice-kings-3');
    expect(diceKings.leaderboard(solo.config)).toBe('dice-kings');
  });
});

describe('ruling 7: solitaire', () => {
  it('ruling 7: "A game of one player is allowed (solitaire); its score still counts on the board."', () => {
    expect(diceKings.seats.min).toBe(1);
    const { events } = play(
      {},
      ['ann'],
      BOXES.map((box) => turn([6, 6, 6, 5, 5], box)),
    );
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded', result: { winners: ['ann'], scores: { ann: expect.any(Number) } } });
  });

  it('ruling 7: in solitaire every turn is a new timed period (Turn.period) though player and step repeat', () => {
    const { state } = play({}, ['ann'], [turn([1, 2, 3, 4, 5], 'chance')]);
    expect(diceKings.turn(state)).toEqual({ playerId: 'ann', step: 'roll', awaiting: ['ann'], period: 1 });
  });
});

describe('ruling 8: timeout', () => {
  it('ruling 8: "if the player has not rolled, the dice are rolled for them; then the allowed box that scores the most is filled"', () => {
    const state = solo.fold([started()]);
    expect(diceKings.timeout(state, testDraws([[5, 5, 5, 2, 2]]))).toEqual([rolled([5, 5, 5, 2, 2]), scored('fullHouse', 25), started()]);
  });

  it('ruling 8: after a roll the current dice are scored, no new roll', () => {
    const state = solo.fold([started(), rolled([6, 6, 6, 6, 3])]);
    expect(diceKings.timeout(state, testDraws([[1, 1, 1, 1, 1]]))).toEqual([scored('threeOfAKind', 27), started()]);
  });

  it('ruling 8: "(ties: the first in pad order, lowest column first)"', () => {
    // threeOfAKind, fourOfAKind and chance all score 27: threeOfAKind comes first in pad order.
    const one = solo.fold([started(), ...filled({ sixes: 24 }), rolled([6, 6, 6, 6, 3])]);
    expect(diceKings.timeout(one, testDraws())[0]).toEqual(scored('threeOfAKind', 27));
    // The same box in three columns: the weight decides; with an equal gain the lowest column wins.
    const three = spec({ Columns: 3 }).fold([started(), rolled([1, 2, 3, 5, 6])]);
    expect(diceKings.timeout(three, testDraws())[0]).toEqual(scored('chance', 17, 'ann', 2));
    const crossed = spec({ Columns: 3 }).fold([
      started(),
      ...BOXES.flatMap((box) => [0, 1, 2].flatMap((c) => (box === 'diceKings' ? [] : filled({ [box]: 0 }, 'ann', c)))),
      rolled([1, 2, 3, 5, 6]),
    ]);
    expect(diceKings.timeout(crossed, testDraws())[0]).toEqual(scored('diceKings', 0, 'ann', 0));
  });

  it('ruling 8: "scores the most" counts the upper bonus it reaches and the More Dice Kings bonus', () => {
    // fours 8 reaches 63 (bonus 35: gain 43) and beats chance 20 and threeOfAKind 0.
    const near = solo.fold([started(), ...filled({ ones: 3, twos: 6, threes: 9, fives: 15, sixes: 22 }), rolled([4, 4, 6, 3, 3])]);
    expect(diceKings.timeout(near, testDraws())[0]).toEqual(scored('fours', 8));
  });

  it('ruling 8: the timeout only picks an allowed box (forced joker)', () => {
    const state = spec({ JokerRule: 'forced' }).fold([started(), ...filled({ diceKings: 50 }), rolled([1, 1, 1, 1, 1])]);
    expect(diceKings.timeout(state, testDraws())[0]).toEqual(scored('ones', 5, 'ann', 0, 100));
  });

  it('ruling 8: the last timeout of the game ends it', () => {
    const { state } = play(
      {},
      ['ann'],
      BOXES.filter((b) => b !== 'chance').map((box) => turn([1, 2, 3, 4, 6], box)),
    );
    const events = diceKings.timeout(state, testDraws([[2, 2, 2, 2, 2]]));
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded' });
  });
});

describe('all games', () => {
  it('"The game ends the moment its end condition holds"; "Scores and winners are part of the event that ends the game"', () => {
    const turns = BOXES.flatMap((box) => [turn([6, 6, 6, 6, 5], box), turn([1, 1, 2, 2, 3], box)]);
    const { state, events } = play({}, ['ann', 'bob'], turns);
    const ended = events.at(-1)! as { type: string; result: { scores: Record<string, number> } };
    const pads = (diceKings.board(state, null) as any).pads;
    expect(ended.result.scores).toEqual({ ann: pads.ann.score, bob: pads.bob.score });
    expect(diceKings.result(state)).toEqual(ended.result);
  });
});
