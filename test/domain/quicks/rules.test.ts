/** Every rule sentence of docs/rules/quicks.md (and qwixx-original.txt where it states a rule). */
import { describe, expect, it } from 'vitest';
import { quicks } from '../../../domain/quicks/index.ts';
import { pointsFor } from '../../../domain/quicks/scoring.ts';
import { testDraws } from '../../support/spec.ts';
import {
  allDice,
  ann,
  fullUp,
  boardOf,
  fold,
  gameEnded,
  stateOf,
  turnStarted,
  bob,
  colourBegan,
  cross,
  crossed,
  cy,
  dice,
  history,
  pass,
  passed,
  penalties,
  penalty,
  players,
  roll,
  rowLocked,
  spec,
  throwDice,
  thrown,
} from './fixtures.ts';

const s = spec();

describe('rules, the sheet', () => {
  it('rules: "Every player has a sheet of four coloured rows and crosses numbers on it"', () => {
    const board = boardOf(quicks.start(s.config, players, testDraws()));
    expect(Object.keys(board.sheets)).toEqual(players);
    for (const p of players) expect(board.sheets[p]!.rows).toEqual({ red: [], yellow: [], green: [], blue: [] });
  });

  it('rules, The sheet: "Each row has eleven numbers", red and yellow "from 2 up to 12", green and blue "from 12 down to 2"', () => {
    // Crossing every number left to right is legal in each row (the last one after LockAt crosses).
    const up = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const down = [...up].reverse();
    const board = boardOf([
      ...history(ann, 'red', up),
      ...history(ann, 'yellow', up),
      ...history(ann, 'green', down),
      ...history(ann, 'blue', down),
    ]);
    expect(board.sheets[ann]!.rows).toEqual({ red: up, yellow: up, green: down, blue: down });
    expect(board.sheets[ann]!.locks).toEqual(['red', 'yellow', 'green', 'blue']);
  });

  it('rules, The sheet: "A row is crossed from left to right" (green and blue run from 12 down)', () => {
    const given = [...history(bob, 'green', [9]), turnStarted(ann), thrown(ann, allDice(5, 5, 1, 1, 1, 1))];
    s.given(...given)
      .when(cross('green'), bob)
      .then((v) => expect(v.detail).toContain('left to right'));
    s.given(...given)
      .when(cross('red'), bob)
      .then([crossed(bob, 'red', 10)]);
    s.given(...history(bob, 'green', [9]), turnStarted(ann), thrown(ann, allDice(4, 4, 1, 1, 1, 1)))
      .when(cross('green'), bob)
      .then([crossed(bob, 'green', 8)]);
  });

  it('rules, The sheet: "Numbers may be passed by, but what is passed by stays open for good"', () => {
    s.given(...history(bob, 'red', [5]), turnStarted(ann), thrown(ann, allDice(1, 2, 1, 1, 1, 1)))
      .when(cross('red'), bob)
      .then((v) => {
        expect(v.violation).toBe('illegal-move');
        expect(v.detail).toContain('stays open for good');
      });
  });

  it('qwixx-original: "You are allowed to skip numbers, even multiple at once"', () => {
    s.given(...history(bob, 'red', [2]), turnStarted(ann), thrown(ann, allDice(5, 6, 1, 1, 1, 1)))
      .when(cross('red'), bob)
      .then([crossed(bob, 'red', 11)]);
  });
});

describe('rules, a turn', () => {
  it('rules, A turn: "The player whose turn it is throws all six dice: two white ones and one in each row\'s colour"', () => {
    s.given(turnStarted(ann))
      .when(throwDice, ann, testDraws(roll(3, 4, 1, 2, 5, 6)))
      .then([thrown(ann, allDice(3, 4, 1, 2, 5, 6))]);
    s.given(turnStarted(ann))
      .when(throwDice, bob)
      .thenRefused('not-your-turn', /It is ann's turn: "the player whose turn it is throws all six dice"/);
  });

  it('qwixx-original: "Players then decide who will be the first active player": seat 0 throws first, then seat order', () => {
    expect(quicks.start(s.config, players, testDraws())).toEqual([turnStarted(ann)]);
    s.given(turnStarted(ann), thrown(ann, allDice(3, 4, 1, 1, 1, 1)), passed(ann), passed(bob), passed(cy), colourBegan(ann))
      .when(pass, ann)
      .then([passed(ann), penalty(ann), turnStarted(bob)]);
  });

  it('rules, A turn: "Then, in this order": the white dice for everyone first, then the coloured die for the thrower', () => {
    const st = s.given(turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)));
    expect(quicks.turn(stateOf(st))).toMatchObject({ step: 'white' });
    st.when(cross('red', 0), ann).thenRefused('wrong-step', /Step white is on: cross the sum of the two white dice, naming only the row/);
  });

  it('rules, 1: "Every player may cross the sum of the two white dice in one row of their own sheet, or let it be"', () => {
    const given = [turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6))];
    s.given(...given)
      .when(cross('blue'), cy)
      .then([crossed(cy, 'blue', 7)]);
    s.given(...given)
      .when(pass, cy)
      .then([passed(cy)]);
    s.given(...given, crossed(cy, 'blue', 7))
      .when(cross('red'), cy)
      .thenRefused('not-your-turn', /already decided on the white dice this turn/);
  });

  it('qwixx-original: "all players, including the active player, can choose to mark the sum of the two white dice"', () => {
    s.given(turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)))
      .when(cross('yellow'), ann)
      .then([crossed(ann, 'yellow', 7)]);
  });

  it('rules, 1: "All decide at the same time. The turn goes on when everyone has."', () => {
    const st = s.given(turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)), passed(bob));
    expect(quicks.turn(stateOf(st))!.awaiting).toEqual([ann, cy]);
    s.given(turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)), passed(bob), passed(cy))
      .when(cross('red'), ann)
      .then([crossed(ann, 'red', 7), colourBegan(ann)]);
  });

  it('rules, 2: "The player whose turn it is may add one white die to one coloured die and cross that sum in the row of the die\'s colour, or let it be"', () => {
    const given = [turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)), passed(ann), passed(bob), passed(cy), colourBegan(ann)];
    s.given(...given)
      .when(cross('green', 1), ann)
      .then([crossed(ann, 'green', 9), turnStarted(bob)]);
    s.given(...given)
      .when(cross('green', 0), ann)
      .then([crossed(ann, 'green', 8), turnStarted(bob)]);
    s.given(...given)
      .when(cross('green', 0), bob)
      .thenRefused('not-your-turn', /"A coloured die, for the thrower only": step colour is ann's/);
    s.given(...given)
      .when(pass, ann)
      .then([passed(ann), penalty(ann), turnStarted(bob)]);
  });
});

describe('rules, penalty', () => {
  const nothingCrossed = [turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)), passed(ann), passed(bob), passed(cy), colourBegan(ann)];

  it('rules, Penalty: "A player who crosses nothing at all in their own turn, in neither step, takes a penalty of 5 points"', () => {
    s.given(...nothingCrossed)
      .when(pass, ann)
      .then([passed(ann), penalty(ann), turnStarted(bob)]);
    expect(boardOf([...nothingCrossed, passed(ann), penalty(ann)]).sheets[ann]).toMatchObject({ penalties: 1, score: -5 });
  });

  it('rules, Penalty: the points of a penalty are Config.PenaltyPoints', () => {
    expect(boardOf([...nothingCrossed, passed(ann), penalty(ann)], { PenaltyPoints: 3 })).toMatchObject({ sheets: { ann: { score: -3 } } });
  });

  it('rules, Penalty: a cross in either step spares the thrower the penalty', () => {
    // Crossed in step white, passed in step colour.
    s.given(turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)), crossed(ann, 'red', 7), passed(bob), passed(cy), colourBegan(ann))
      .when(pass, ann)
      .then([passed(ann), turnStarted(bob)]);
    // Passed in step white, crossed in step colour: white 4 and green 5 make green 9.
    s.given(...nothingCrossed)
      .when(cross('green', 1), ann)
      .then([crossed(ann, 'green', 9), turnStarted(bob)]);
  });

  it('rules, Penalty: "The other players never take one"', () => {
    // Bob and Cy crossed nothing in Ann's turn either: only the thrower's sheet takes the penalty.
    const after = [...nothingCrossed, passed(ann), penalty(ann), turnStarted(bob)];
    s.given(...nothingCrossed)
      .when(pass, ann)
      .then(after.slice(nothingCrossed.length));
    expect(boardOf(after).sheets).toMatchObject({ ann: { penalties: 1 }, bob: { penalties: 0 }, cy: { penalties: 0 } });
  });

  it('qwixx-original: "If the active player marks no numbers during their turn, they must mark one of the four failed throw boxes, each costing -5 points"', () => {
    const board = boardOf([...penalties(ann, 2)]);
    expect(board.sheets[ann]).toMatchObject({ penalties: 2, score: -10 });
  });
});

describe('rules, locking a row', () => {
  it('rules, Locking a row: "The last number of a row is the 12 in red and yellow, and the 2 in green and blue"', () => {
    const board = boardOf([...history(ann, 'yellow', [2, 3, 4, 5, 6, 12]), ...history(ann, 'blue', [12, 11, 10, 9, 8, 2])]);
    expect(board.sheets[ann]!.locks).toEqual(['yellow', 'blue']);
  });

  it('rules, Locking a row: "It may only be crossed by a player who already has 5 crosses in that row"', () => {
    const sixes = (p: string, n: number[]) => s.given(...history(p, 'red', n), turnStarted(ann), thrown(ann, allDice(6, 6, 1, 1, 1, 1)));
    sixes(bob, [2, 3, 4, 5])
      .when(cross('red'), bob)
      .then((v) => {
        expect(v.violation).toBe('illegal-move');
        expect(v.detail).toContain('already has 5 crosses in that row');
      });
    sixes(bob, [2, 3, 4, 5, 6])
      .when(cross('red'), bob)
      .then([crossed(bob, 'red', 12)]);
  });

  it('rules, Locking a row: the crosses needed are Config.LockAt', () => {
    spec({ LockAt: 2 })
      .given(...history(bob, 'red', [2, 3]), turnStarted(ann), thrown(ann, allDice(6, 6, 1, 1, 1, 1)))
      .when(cross('red'), bob)
      .then([crossed(bob, 'red', 12)]);
  });

  it('rules, Locking a row: "Crossing it locks the row for everyone, counts as one more cross for whoever did it, and takes the die of that colour out of the game"', () => {
    const given = [
      ...history(ann, 'blue', [12, 11, 10, 9, 8]),
      turnStarted(ann),
      thrown(ann, allDice(1, 5, 1, 1, 1, 1)),
      crossed(ann, 'red', 6),
      passed(bob),
      passed(cy),
      colourBegan(ann),
    ];
    s.given(...given)
      .when(cross('blue', 0), ann)
      .then([crossed(ann, 'blue', 2), rowLocked('blue'), turnStarted(bob)]);
    const board = boardOf([...given, crossed(ann, 'blue', 2), rowLocked('blue'), turnStarted(bob)]);
    expect(board.lockedRows).toEqual(['blue']);
    expect(board.sheets[ann]!.rows.blue).toHaveLength(6);
    expect(board.sheets[ann]!.locks).toEqual(['blue']);
    // Six numbers and the lock: seven crosses, 28 points, and one for the red 6.
    expect(board.sheets[ann]!.score).toBe(28 + 1);
    // The next throw has no blue die, and nobody may cross blue any more.
    const next = s.given(...given, crossed(ann, 'blue', 2), rowLocked('blue'), turnStarted(bob));
    next.when(throwDice, bob, testDraws(roll(5, 6, 1, 2, 3, 4))).then([thrown(bob, dice([5, 6], { red: 1, yellow: 2, green: 3 }))]);
    s.given(
      ...given,
      crossed(ann, 'blue', 2),
      rowLocked('blue'),
      turnStarted(bob),
      thrown(bob, dice([5, 6], { red: 1, yellow: 2, green: 3 })),
    )
      .when(cross('blue'), cy)
      .then((v) => expect(v.detail).toContain('blue row is locked'));
  });

  it('rules, Locking a row: "If the white dice make that number, several players can lock the row on the same throw. It closes when that step ends."', () => {
    const given = [
      ...history(bob, 'red', [2, 3, 4, 5, 6]),
      ...history(cy, 'red', [2, 3, 4, 5, 6]),
      turnStarted(ann),
      thrown(ann, allDice(6, 6, 1, 1, 1, 1)),
      passed(ann),
      crossed(bob, 'red', 12),
    ];
    expect(boardOf(given).lockedRows).toEqual([]);
    s.given(...given)
      .when(cross('red'), cy)
      .then([crossed(cy, 'red', 12), rowLocked('red'), colourBegan(ann)]);
  });
});

describe('rules, the end', () => {
  it('rules, The end: "The game ends as soon as 2 rows are locked (Config.LockedRows)"', () => {
    const given = [
      ...history(ann, 'red', [2, 3, 4, 5, 6, 12]),
      rowLocked('red'),
      ...history(ann, 'blue', [12, 11, 10, 9, 8]),
      turnStarted(ann),
      thrown(ann, dice([1, 5], { yellow: 1, green: 1, blue: 1 })),
      crossed(ann, 'yellow', 6),
      passed(bob),
      passed(cy),
      colourBegan(ann),
    ];
    s.given(...given)
      .when(cross('blue', 0), ann)
      .then([crossed(ann, 'blue', 2), rowLocked('blue'), gameEnded([ann], { ann: 28 + 28 + 1, bob: 0, cy: 0 })]);
    spec({ LockedRows: 3 })
      .given(...given)
      .when(cross('blue', 0), ann)
      .then([crossed(ann, 'blue', 2), rowLocked('blue'), turnStarted(bob)]);
  });

  it('rules, The end: "or a player has taken 4 penalties (Config.Penalties)"', () => {
    const given = [
      ...penalties(ann, 3),
      turnStarted(ann),
      thrown(ann, allDice(3, 4, 1, 2, 5, 6)),
      passed(ann),
      passed(bob),
      passed(cy),
      colourBegan(ann),
    ];
    s.given(...given)
      .when(pass, ann)
      .then([passed(ann), penalty(ann), gameEnded([bob, cy], { ann: -20, bob: 0, cy: 0 })]);
    spec({ Penalties: 5 })
      .given(...given)
      .when(pass, ann)
      .then([passed(ann), penalty(ann), turnStarted(bob)]);
  });

  it('rules, The end: "If the rows are locked with the white dice, the game ends there. The thrower gets no coloured die and no penalty for that turn."', () => {
    s.given(
      ...history(cy, 'green', [12, 11, 10, 9, 8, 2]),
      rowLocked('green'),
      ...history(bob, 'red', [2, 3, 4, 5, 6]),
      turnStarted(ann),
      thrown(ann, dice([6, 6], { red: 1, yellow: 1, blue: 1 })),
      passed(ann),
      passed(cy),
    )
      .when(cross('red'), bob)
      .then([crossed(bob, 'red', 12), rowLocked('red'), gameEnded([bob, cy], { ann: 0, bob: 28, cy: 28 })]);
  });

  it('all games: after the end every command gets game-over', () => {
    const ended = [
      ...penalties(ann, 3),
      turnStarted(ann),
      thrown(ann, allDice(3, 4, 1, 2, 5, 6)),
      passed(ann),
      passed(bob),
      passed(cy),
      colourBegan(ann),
      passed(ann),
      penalty(ann),
      gameEnded([bob, cy], { ann: -20, bob: 0, cy: 0 }),
    ];
    for (const c of [throwDice, pass, cross('red'), cross('red', 0)])
      s.given(...ended)
        .when(c, bob)
        .thenRefused('game-over', /The game has ended/);
    expect(quicks.turn(fold(ended))).toBeNull();
    expect(quicks.result(fold(ended))).toEqual({ winners: [bob, cy], scores: { ann: -20, bob: 0, cy: 0 } });
  });
});

describe('rules, points', () => {
  it('rules, Points: the table "1 3 6 10 15 21 28 36 45 55 66 78" for 1 to 12 crosses', () => {
    expect(Array.from({ length: 12 }, (_, i) => pointsFor(i + 1))).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78]);
  });

  it('rules, Points: "The lock counts as a cross, so a row can hold twelve" (78 points)', () => {
    const up = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(boardOf(history(ann, 'red', up)).sheets[ann]!.score).toBe(78);
    expect(boardOf(history(ann, 'red', [2, 3, 4, 5, 6, 12])).sheets[ann]!.score).toBe(28);
  });

  it('rules, Points: "Every row is counted by its crosses" and "The four rows are added up, and the penalties come off"', () => {
    const board = boardOf([
      ...history(ann, 'red', [2, 3]),
      ...history(ann, 'yellow', [4]),
      ...history(ann, 'green', [12, 10, 8]),
      ...history(ann, 'blue', [6, 5, 4, 3]),
      ...penalties(ann, 2),
    ]);
    expect(board.sheets[ann]!.score).toBe(3 + 1 + 6 + 10 - 10);
  });

  it('rules: "Whoever has the most points when the game ends wins" / qwixx-original: "The player with the highest total score is declared the winner"', () => {
    const given = [
      ...history(bob, 'red', [2, 3]),
      ...penalties(ann, 3),
      turnStarted(ann),
      thrown(ann, allDice(3, 4, 1, 2, 5, 6)),
      passed(ann),
      passed(bob),
      passed(cy),
      colourBegan(ann),
    ];
    s.given(...given)
      .when(pass, ann)
      .then([passed(ann), penalty(ann), gameEnded([bob], { ann: -20, bob: 3, cy: 0 })]);
  });

  it('rules: "In a tie, all tied players win"', () => {
    const given = [
      ...history(bob, 'red', [2]),
      ...history(cy, 'blue', [7]),
      ...penalties(ann, 3),
      turnStarted(ann),
      thrown(ann, allDice(3, 4, 1, 2, 5, 6)),
      passed(ann),
      passed(bob),
      passed(cy),
      colourBegan(ann),
    ];
    s.given(...given)
      .when(pass, ann)
      .then([passed(ann), penalty(ann), gameEnded([bob, cy], { ann: -20, bob: 1, cy: 1 })]);
  });
});

describe('rules, nothing to cross', () => {
  it('rules, Nothing to cross: "A player who has no row for the white dice has nothing to decide and is not waited for"', () => {
    const st = s.given(...fullUp(bob), turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)));
    expect(quicks.turn(stateOf(st))!.awaiting).toEqual([ann, cy]);
    expect(quicks.legalMoves(stateOf(st), bob)).toEqual([]);
    st.when(pass, bob).then((v) => {
      expect(v.violation).toBe('not-your-turn');
      expect(v.detail).toContain('not waited for');
    });
  });

  it('rules, Nothing to cross: "If the thrower then has no number for a coloured die either, the turn ends by itself, with the penalty if nothing was crossed"', () => {
    s.given(...fullUp(ann), turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)), passed(bob))
      .when(pass, cy)
      .then([passed(cy), penalty(ann), turnStarted(bob)]);
  });
});

describe('rules, running out of time', () => {
  it('rules, Running out of time: "the dice are thrown for the player"', () => {
    expect(quicks.timeout(fold([turnStarted(ann)]), testDraws(roll(3, 4, 1, 2, 5, 6)))).toEqual([thrown(ann, allDice(3, 4, 1, 2, 5, 6))]);
  });

  it('rules, Running out of time: "or let be for everyone who has not decided"', () => {
    const state = fold([turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6)), crossed(bob, 'red', 7)]);
    expect(quicks.timeout(state, testDraws())).toEqual([passed(ann), passed(cy), colourBegan(ann)]);
  });
});
