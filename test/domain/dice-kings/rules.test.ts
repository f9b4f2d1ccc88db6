/** One test (at least) for every sentence of docs/rules/dice-kings.md, named after it. */
import { describe, expect, it } from 'vitest';
import { diceKings } from '../../../domain/dice-kings/index.ts';
import { BOXES, LOWER_BOXES } from '../../../domain/dice-kings/boxes.ts';
import { testDraws } from '../../support/spec.ts';
import { filled, play, rolled, roll, score, scored, spec, started, turn } from './helpers.ts';

const solo = spec();
const when = (dice: number[], box: Parameters<typeof score>[0], ...history: ReturnType<typeof started>[]) =>
  solo.given(started(), ...history, rolled(dice)).when(score(box));

describe('rules: the game', () => {
  it('rules: "A game has 13 rounds." (a solitaire game ends with its 13th box)', () => {
    const turns = BOXES.map((box) => turn([1, 2, 3, 4, 6], box));
    const twelve = play({}, ['ann'], turns.slice(0, 12));
    expect(diceKings.result(twelve.state)).toBeNull();
    const thirteen = play({}, ['ann'], turns);
    expect(thirteen.events.at(-1)).toMatchObject({ type: 'GameEnded' });
    expect(thirteen.events.filter((e) => e.type === 'TurnStarted')).toHaveLength(13);
  });

  it('rules: "In every turn exactly one box of your own pad is filled in." (then the turn passes on)', () => {
    spec({}, ['ann', 'bob'])
      .given(started('ann'), rolled([2, 2, 3, 4, 5]))
      .when(score('twos'), 'ann')
      .then([scored('twos', 4), started('bob')]);
  });

  it('rules: "In every turn exactly one box of your own pad is filled in": a box already filled is refused', () => {
    when([2, 2, 3, 4, 5], 'twos', ...filled({ twos: 6 })).then((v) => {
      expect(v.violation).toBe('illegal-move');
      expect(v.detail).toMatch(/twos in column 0 is already filled/);
    });
  });

  it('rules: "Whoever has the most points at the end wins."', () => {
    const turns = BOXES.flatMap((box) => [turn([6, 6, 6, 6, 5], box), turn([1, 1, 2, 2, 3], box)]);
    const { events } = play({}, ['ann', 'bob'], turns);
    const ended = events.at(-1)!;
    expect(ended).toMatchObject({ type: 'GameEnded', result: { winners: ['ann'] } });
  });

  it('rules: "In a tie, all tied players win and share the pot."', () => {
    const turns = BOXES.flatMap((box) => [turn([6, 6, 6, 6, 5], box), turn([6, 6, 6, 6, 5], box)]);
    const { events } = play({}, ['ann', 'bob'], turns);
    const ended = events.at(-1)! as { result: { winners: string[]; scores: Record<string, number> } };
    expect(ended.result.winners).toEqual(['ann', 'bob']);
    expect(ended.result.scores.ann).toBe(ended.result.scores.bob);
  });
});

describe('rules: Upper section', () => {
  it.each([
    ['ones', [1, 1, 3, 1, 5], 3],
    ['twos', [2, 6, 2, 2, 2], 8],
    ['threes', [3, 1, 2, 4, 5], 3],
    ['fours', [4, 4, 1, 1, 1], 8],
    ['fives', [5, 5, 5, 5, 5], 25],
    ['sixes', [1, 2, 3, 4, 5], 0],
  ] as const)('rules: "Ones to Sixes each score the sum of the dice showing that number" (%s of %j: %i)', (box, dice, points) => {
    when([...dice], box).then([scored(box, points), started()]);
  });

  it('rules: "From 63 points in the upper section there is a bonus of 35 points": at exactly 63', () => {
    const { state } = play(
      {},
      ['ann'],
      [
        turn([1, 1, 1, 2, 3], 'ones'),
        turn([2, 2, 2, 1, 3], 'twos'),
        turn([3, 3, 3, 1, 2], 'threes'),
        turn([4, 4, 4, 1, 2], 'fours'),
        turn([5, 5, 5, 1, 2], 'fives'),
        turn([6, 6, 6, 1, 2], 'sixes'),
      ],
    );
    const column = (diceKings.board(state, null) as any).pads.ann.columns[0];
    expect(column.upperBonus).toBe(35);
    expect(column.total).toBe(63 + 35);
  });

  it('rules: "From 63 points in the upper section there is a bonus": not at 62', () => {
    const state = solo.fold([started(), ...filled({ ones: 2, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 })]);
    const column = (diceKings.board(state, null) as any).pads.ann.columns[0];
    expect(column.upperBonus).toBe(0);
    expect(column.total).toBe(62);
  });

  it('rules: "(`Config.UpperBonusAt`, `Config.UpperBonus`)" set the threshold and the bonus', () => {
    const state = spec({ UpperBonusAt: 10, UpperBonus: 7 }).fold([started(), ...filled({ sixes: 12 })]);
    expect((diceKings.board(state, null) as any).pads.ann.score).toBe(19);
  });
});

describe('rules: Lower section', () => {
  it.each([
    ['Three of a Kind', 'threeOfAKind', [2, 4, 2, 6, 2], 16],
    ['Three of a Kind', 'threeOfAKind', [2, 4, 2, 6, 3], 0],
    ['Four of a Kind', 'fourOfAKind', [5, 5, 1, 5, 5], 21],
    ['Four of a Kind', 'fourOfAKind', [5, 5, 1, 5, 1], 0],
    ['Full House', 'fullHouse', [3, 6, 3, 6, 3], 25],
    ['Full House', 'fullHouse', [3, 6, 3, 6, 2], 0],
    ['Small Straight', 'smallStraight', [4, 3, 6, 5, 4], 30],
    ['Small Straight', 'smallStraight', [1, 2, 3, 5, 6], 0],
    ['Large Straight', 'largeStraight', [6, 2, 5, 3, 4], 40],
    ['Large Straight', 'largeStraight', [1, 2, 3, 4, 6], 0],
    ['Dice Kings', 'diceKings', [4, 4, 4, 4, 4], 50],
    ['Dice Kings', 'diceKings', [4, 4, 4, 4, 1], 0],
    ['Chance', 'chance', [1, 3, 6, 6, 2], 18],
  ] as const)('rules, Lower section table: %s (%j scores %i)', (_, box, dice, points) => {
    when([...dice], box).then([scored(box, points), started()]);
  });

  it('rules, Lower section: "Three of a Kind | at least three of a kind" also takes four and five of a kind', () => {
    when([3, 3, 3, 3, 1], 'threeOfAKind').then([scored('threeOfAKind', 13), started()]);
    when([3, 3, 3, 3, 3], 'fourOfAKind').then([scored('fourOfAKind', 15), started()]);
  });

  it('rules, Lower section: "Small Straight | four numbers in a row" is also met by five in a row', () => {
    when([1, 2, 3, 4, 5], 'smallStraight').then([scored('smallStraight', 30), started()]);
  });
});

describe('rules: More Dice Kings', () => {
  it('rules: "Once the Dice Kings box holds its 50 points, every further five of a kind scores 100 points extra, on top of the box it is written in."', () => {
    when([3, 3, 3, 3, 3], 'threes', ...filled({ diceKings: 50 })).then([scored('threes', 15, 'ann', 0, 100), started()]);
  });

  it('rules, More Dice Kings: "every further five of a kind" — each one earns it again', () => {
    const { state } = play(
      {},
      ['ann'],
      [turn([2, 2, 2, 2, 2], 'diceKings'), turn([2, 2, 2, 2, 2], 'twos'), turn([5, 5, 5, 5, 5], 'fives')],
    );
    const column = (diceKings.board(state, null) as any).pads.ann.columns[0];
    expect(column.extraKings).toBe(200);
    expect(column.total).toBe(50 + 10 + 25 + 200);
  });

  it('rules, More Dice Kings: "(`Config.ExtraKingsBonus`)" sets the extra points', () => {
    spec({ ExtraKingsBonus: 40 })
      .given(started(), ...filled({ diceKings: 50 }), rolled([1, 1, 1, 1, 1]))
      .when(score('chance'))
      .then([scored('chance', 5, 'ann', 0, 40), started()]);
  });
});

describe('rules: Joker', () => {
  it('rules: "The joker rule applies to a further five of a kind when the Dice Kings box is already filled in (crossed out counts too) and so is the upper box of its number."', () => {
    when([4, 4, 4, 4, 4], 'fullHouse', ...filled({ diceKings: 0, fours: 8 })).then([scored('fullHouse', 25), started()]);
  });

  it('rules, Joker: it does not apply while the upper box of its number is open', () => {
    when([4, 4, 4, 4, 4], 'fullHouse', ...filled({ diceKings: 50 })).then([scored('fullHouse', 0, 'ann', 0, 100), started()]);
  });

  it('rules, Joker: it does not apply while the Dice Kings box is open', () => {
    when([4, 4, 4, 4, 4], 'largeStraight', ...filled({ fours: 8 })).then([scored('largeStraight', 0), started()]);
  });

  it.each([
    ['fullHouse', 25],
    ['smallStraight', 30],
    ['largeStraight', 40],
  ] as const)('rules: "It then counts as a Full House, Small Straight or Large Straight with full points." (%s: %i)', (box, points) => {
    when([6, 6, 6, 6, 6], box, ...filled({ diceKings: 50, sixes: 24 })).then([scored(box, points, 'ann', 0, 100), started()]);
  });

  it('rules, JokerRule table: "\'free\' (default) | The player may write the five of a kind wherever they like"', () => {
    expect(solo.config.JokerRule).toBe('free');
    when([2, 2, 2, 2, 2], 'chance', ...filled({ diceKings: 50 })).then([scored('chance', 10, 'ann', 0, 100), started()]);
  });

  const forced = spec({ JokerRule: 'forced' });
  it('rules, JokerRule table: "\'forced\' | It has to go in the upper box of its number while that is free"', () => {
    forced
      .given(started(), ...filled({ diceKings: 50 }), rolled([2, 2, 2, 2, 2]))
      .when(score('fullHouse'))
      .thenRefused('illegal-move', /has to go in the upper box of its number while that is free/);
    forced
      .given(started(), ...filled({ diceKings: 50 }), rolled([2, 2, 2, 2, 2]))
      .when(score('twos'))
      .then([scored('twos', 10, 'ann', 0, 100), started()]);
  });

  it('rules, JokerRule table, \'forced\': "after that in a lower box while one is free"', () => {
    const given = forced.given(started(), ...filled({ diceKings: 0, twos: 4 }), rolled([2, 2, 2, 2, 2]));
    given.when(score('ones')).then((v) => {
      expect(v.violation).toBe('illegal-move');
      expect(v.detail).toMatch(/forced/);
    });
    given.when(score('smallStraight')).then([scored('smallStraight', 30), started()]);
  });

  it('rules, JokerRule table, \'forced\': "and only then anywhere"', () => {
    const lower = Object.fromEntries(LOWER_BOXES.map((box) => [box, 0]));
    forced
      .given(started(), ...filled({ ...lower, twos: 4 }), rolled([2, 2, 2, 2, 2]))
      .when(score('sixes'))
      .then([scored('sixes', 0), started()]);
  });

  it('rules, JokerRule table, \'forced\': "Boxes that are not allowed are marked with × on the pad"', () => {
    const state = forced.fold([started(), ...filled({ diceKings: 50 }), rolled([5, 5, 5, 5, 5])]);
    const marked = (diceKings.board(state, null) as any).marked as { column: number; box: string }[];
    expect(marked).toHaveLength(11);
    expect(marked).not.toContainEqual({ column: 0, box: 'fives' });
    expect(marked).toContainEqual({ column: 0, box: 'chance' });
  });

  it('rules, JokerRule table: "false | No joker. It scores like any other throw"', () => {
    spec({ JokerRule: false })
      .given(started(), ...filled({ diceKings: 50, threes: 9 }), rolled([3, 3, 3, 3, 3]))
      .when(score('largeStraight'))
      .then([scored('largeStraight', 0, 'ann', 0, 100), started()]);
  });
});

describe('rules: Three columns', () => {
  const three = spec({ Columns: 3 });
  it('rules: "`Config.Columns = 3` plays the long game of 39 rounds."', () => {
    const turns = [0, 1, 2].flatMap((c) => BOXES.map((box) => turn([1, 2, 3, 4, 6], box, c as 0 | 1 | 2)));
    const { events } = play({ Columns: 3 }, ['ann'], turns);
    expect(events.filter((e) => e.type === 'BoxScored')).toHaveLength(39);
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded' });
    expect(diceKings.result(play({ Columns: 3 }, ['ann'], turns.slice(0, 38)).state)).toBeNull();
  });

  it('rules: "Every player fills three columns in any order."', () => {
    three
      .given(started(), rolled([1, 2, 3, 4, 6]))
      .when(score('chance', 2))
      .then([scored('chance', 16, 'ann', 2), started()]);
    three
      .given(started(), ...filled({ chance: 16 }, 'ann', 2), rolled([1, 2, 3, 4, 6]))
      .when(score('chance', 0))
      .then([scored('chance', 16), started()]);
  });

  it('rules: "The second counts double, the third triple."', () => {
    const state = three.fold([
      started(),
      ...filled({ chance: 10 }, 'ann', 0),
      ...filled({ chance: 10 }, 'ann', 1),
      ...filled({ chance: 10 }, 'ann', 2),
    ]);
    const pad = (diceKings.board(state, null) as any).pads.ann;
    expect(pad.columns.map((c: { total: number }) => c.total)).toEqual([10, 20, 30]);
    expect(pad.score).toBe(60);
  });

  it('rules: "Bonus, joker and more Dice Kings apply per column."', () => {
    // Column 0 has its Dice Kings box at 50, the sixes filled and the upper bonus; column 1 has none of it.
    const given = three.given(started(), ...filled({ diceKings: 50, sixes: 30, fives: 25, fours: 20 }, 'ann', 0), rolled([6, 6, 6, 6, 6]));
    given.when(score('fullHouse', 1)).then([scored('fullHouse', 0, 'ann', 1), started()]);
    given.when(score('fullHouse', 0)).then([scored('fullHouse', 25, 'ann', 0, 100), started()]);
    const columns = (diceKings.board(given.state, null) as any).pads.ann.columns;
    expect(columns.map((c: { upperBonus: number }) => c.upperBonus)).toEqual([35, 0, 0]);
  });

  it('rules: "The three-column variant has its own leaderboard."', () => {
    expect(diceKings.leaderboard(three.config)).toBe('dice-kings-3');
    expect(diceKings.leaderboard(solo.config)).toBe('dice-kings');
  });
});

describe('docs/contract.md: the dice-kings commands', () => {
  it('"at most 3 rolls a turn"', () => {
    solo
      .given(started(), rolled([1, 2, 3, 4, 5]), rolled([1, 2, 3, 4, 5]), rolled([1, 2, 3, 4, 5]))
      .when(roll([0]))
      .then((v) => {
        expect(v.violation).toBe('illegal-move');
        expect(v.detail).toMatch(/three rolls/);
      });
  });

  it('"keep … empty on the turn\'s first roll"', () => {
    solo
      .given(started())
      .when(roll([0]))
      .thenRefused('illegal-move', /"keep" must be empty on the turn's first roll/);
    solo
      .given(started())
      .when(roll([]), 'ann', testDraws([[1, 2, 3, 4, 5]]))
      .then([rolled([1, 2, 3, 4, 5])]);
  });

  it('test rig: "Kept dice stay in their places in board.dice; the rolled ones take the new values in order of position"', () => {
    solo
      .given(started(), rolled([6, 1, 6, 2, 6]))
      .when(roll([4, 0, 2]), 'ann', testDraws([[5, 3]]))
      .then([rolled([6, 5, 6, 3, 6], 'ann', [0, 2, 4])]);
  });

  it('a roll that keeps the same die twice, or all five, is refused', () => {
    solo
      .given(started(), rolled([6, 1, 6, 2, 6]))
      .when(roll([0, 0]))
      .thenRefused('illegal-move', /names the same die twice/);
    solo
      .given(started(), rolled([6, 1, 6, 2, 6]))
      .when(roll([0, 1, 2, 3, 4]))
      .thenRefused('illegal-move', /Keeping all five dice leaves no die to roll/);
  });

  it('"score": "after at least one roll" (step `roll` refuses it)', () => {
    solo
      .given(started())
      .when(score('chance'))
      .thenRefused('wrong-step', /only after at least one roll/);
  });

  it('"score": "`column` is needed when `Columns` is 3"; with one column it may be 0 or absent, never 1 or 2', () => {
    spec({ Columns: 3 })
      .given(started(), rolled([1, 2, 3, 4, 5]))
      .when(score('chance'))
      .thenRefused('illegal-move', /"column" is needed when Columns is 3/);
    solo
      .given(started(), rolled([1, 2, 3, 4, 5]))
      .when(score('chance', 0))
      .then([scored('chance', 15), started()]);
    solo
      .given(started(), rolled([1, 2, 3, 4, 5]))
      .when(score('chance', 1))
      .thenRefused('illegal-move', /plays one column: "column" may only be 0/);
  });

  it('"the player whose turn it is": anyone else gets not-your-turn', () => {
    spec({}, ['ann', 'bob'])
      .given(started('ann'))
      .when(roll(), 'bob')
      .thenRefused('not-your-turn', /players take their turns in seat order/);
    spec({}, ['ann', 'bob'])
      .given(started('ann'), rolled([1, 1, 1, 1, 1]))
      .when(score('ones'), 'bob')
      .thenRefused('not-your-turn', /players take their turns in seat order/);
  });

  it('all games: after the end every command gets game-over', () => {
    const { state } = play(
      {},
      ['ann'],
      BOXES.map((box) => turn([1, 2, 3, 4, 6], box)),
    );
    expect(diceKings.decide(state, { type: 'roll' }, 'ann', testDraws())).toMatchObject({ violation: 'game-over' });
    expect(diceKings.legalMoves(state, 'ann')).toEqual([]);
    expect(diceKings.turn(state)).toBeNull();
  });

  it('the command schema takes exactly the bodies of docs/contract.md', () => {
    const ok = (body: unknown) => diceKings.commandSchema.safeParse(body).success;
    expect(ok({ type: 'roll' })).toBe(true);
    expect(ok({ type: 'roll', keep: [0, 4] })).toBe(true);
    expect(ok({ type: 'roll', keep: [5] })).toBe(false);
    expect(ok({ type: 'roll', keep: [0.5] })).toBe(false);
    expect(ok({ type: 'score', box: 'chance' })).toBe(true);
    expect(ok({ type: 'score', box: 'chance', column: 2 })).toBe(true);
    expect(ok({ type: 'score', box: 'chance', column: 3 })).toBe(false);
    expect(ok({ type: 'score', box: 'yahtzee' })).toBe(false);
    expect(ok({ type: 'score', box: 'chance', extra: 1 })).toBe(false);
    expect(ok({ type: 'cross', row: 'red' })).toBe(false);
  });
});
