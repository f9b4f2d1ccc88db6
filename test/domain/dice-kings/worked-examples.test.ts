/** Whole pads written turn by turn through decide/evolve with rigged dice, totals spelled out by hand. */
import { describe, expect, it } from 'vitest';
import { diceKings } from '../../../domain/dice-kings/index.ts';
import { play, turn, type PlayedTurn } from './helpers.ts';

/** A column with the upper bonus (71 ≥ 63), a Dice Kings, a joker Full House and one extra Dice Kings. */
const strongColumn = (column?: 0 | 1 | 2): PlayedTurn[] => [
  {
    throws: [
      [1, 4, 1, 6, 1],
      [2, 3],
    ],
    keeps: [[0, 2, 4]],
    box: 'ones',
    column,
  }, // 1,2,1,3,1 → 3
  turn([2, 2, 2, 4, 5], 'twos', column), // 6
  turn([3, 3, 3, 3, 1], 'threes', column), // 12
  turn([4, 4, 4, 1, 2], 'fours', column), // 12
  {
    throws: [[5, 1, 5, 2, 5], [5, 2], [6]],
    keeps: [
      [0, 2, 4],
      [0, 1, 2, 4],
    ],
    box: 'fives',
    column,
  }, // 5,5,5,6,5 → 20
  turn([6, 6, 6, 6, 6], 'diceKings', column), // 50
  turn([6, 6, 6, 1, 2], 'sixes', column), // 18 — upper 3+6+12+12+20+18 = 71: bonus 35
  turn([6, 6, 6, 6, 6], 'fullHouse', column), // joker: 25, and More Dice Kings: +100
  turn([2, 3, 4, 5, 5], 'smallStraight', column), // 30
  turn([1, 2, 3, 4, 5], 'largeStraight', column), // 40
  turn([5, 5, 5, 2, 2], 'threeOfAKind', column), // 19
  turn([4, 4, 4, 4, 6], 'fourOfAKind', column), // 22
  turn([6, 5, 4, 3, 1], 'chance', column), // 19
];

describe('worked example: a completely written one-column pad', () => {
  it('boxes 276 + upper bonus 35 + extra Dice Kings 100 = 411', () => {
    const { state, events } = play({}, ['ann'], strongColumn());
    const pad = (diceKings.board(state, 'ann') as any).pads.ann;
    expect(pad.columns[0].boxes).toEqual({
      ones: 3,
      twos: 6,
      threes: 12,
      fours: 12,
      fives: 20,
      sixes: 18,
      threeOfAKind: 19,
      fourOfAKind: 22,
      fullHouse: 25,
      smallStraight: 30,
      largeStraight: 40,
      diceKings: 50,
      chance: 19,
    });
    // upper 71, lower 19+22+25+30+40+50+19 = 205: boxes 276.
    expect(pad.columns[0]).toMatchObject({ upperBonus: 35, extraKings: 100, total: 276 + 35 + 100 });
    expect(pad.score).toBe(411);
    expect(events.at(-1)).toEqual({ type: 'GameEnded', result: { winners: ['ann'], scores: { ann: 411 } } });
  });
});

describe('worked example: a completely written three-column pad', () => {
  // Column 1 (×2): no bonus (upper 56), Dice Kings crossed out, a five of a kind in Four of a Kind.
  const middle: PlayedTurn[] = [
    turn([1, 1, 2, 3, 4], 'ones', 1), // 2
    turn([2, 2, 1, 3, 5], 'twos', 1), // 4
    turn([3, 3, 3, 1, 2], 'threes', 1), // 9
    turn([4, 4, 1, 2, 3], 'fours', 1), // 8
    turn([5, 5, 5, 1, 1], 'fives', 1), // 15
    turn([6, 6, 6, 1, 2], 'sixes', 1), // 18 — upper 56 < 63: no bonus
    turn([1, 2, 3, 4, 6], 'threeOfAKind', 1), // 0, crossed out
    turn([3, 3, 3, 3, 3], 'fourOfAKind', 1), // 15 (Dice Kings box still open: no joker, no extra)
    turn([1, 2, 3, 5, 6], 'diceKings', 1), // 0, crossed out
    turn([2, 2, 3, 3, 3], 'fullHouse', 1), // 25
    turn([1, 2, 3, 4, 1], 'smallStraight', 1), // 30
    turn([2, 3, 4, 5, 6], 'largeStraight', 1), // 40
    turn([1, 1, 1, 1, 2], 'chance', 1), // 6
  ];
  // Column 2 (×3): Dice Kings crossed out first, then a joker Large Straight (no extra: the box holds 0).
  const last: PlayedTurn[] = [
    turn([1, 2, 3, 4, 6], 'diceKings', 2), // 0
    turn([4, 4, 4, 4, 4], 'fours', 2), // 20 (no extra: Dice Kings holds 0)
    turn([1, 1, 1, 3, 4], 'ones', 2), // 3
    turn([2, 2, 2, 2, 5], 'twos', 2), // 8
    turn([3, 3, 3, 5, 6], 'threes', 2), // 9
    turn([5, 5, 5, 6, 6], 'fives', 2), // 15
    turn([6, 6, 6, 6, 1], 'sixes', 2), // 24 — upper 79: bonus 35
    turn([4, 4, 4, 4, 4], 'largeStraight', 2), // joker: 40
    turn([6, 6, 6, 5, 5], 'threeOfAKind', 2), // 28
    turn([2, 2, 2, 2, 2], 'fourOfAKind', 2), // 10
    turn([1, 1, 2, 2, 2], 'fullHouse', 2), // 25
    turn([3, 4, 5, 6, 6], 'smallStraight', 2), // 30
    turn([6, 6, 5, 5, 4], 'chance', 2), // 26
  ];
  // The columns are filled in turn, one box of each in rotation ("in any order").
  const turns = strongColumn(0).flatMap((t, i) => [t, middle[i]!, last[i]!]);

  it('411 ×1 + 172 ×2 + 273 ×3 = 1574', () => {
    const { state, events } = play({ Columns: 3 }, ['ann'], turns);
    const pad = (diceKings.board(state, null) as any).pads.ann;
    expect(pad.columns[0]).toMatchObject({ upperBonus: 35, extraKings: 100, total: 411 });
    // 2+4+9+8+15+18 = 56, lower 0+15+25+30+40+0+6 = 116: 172, doubled.
    expect(pad.columns[1]).toMatchObject({ upperBonus: 0, extraKings: 0, total: 344 });
    // 3+8+9+20+15+24 = 79, lower 28+10+25+30+40+0+26 = 159, bonus 35: 273, tripled.
    expect(pad.columns[2]).toMatchObject({ upperBonus: 35, extraKings: 0, total: 819 });
    expect(pad.score).toBe(411 + 344 + 819);
    expect(events.at(-1)).toEqual({ type: 'GameEnded', result: { winners: ['ann'], scores: { ann: 1574 } } });
  });
});
