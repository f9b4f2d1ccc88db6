/** Every Quicks ruling of docs/rulings.md (1 to 10). */
import { describe, expect, it } from 'vitest';
import { quicks } from '../../../domain/quicks/index.ts';
import { testDraws } from '../../support/spec.ts';
import {
  allDice,
  ann,
  fullUp,
  turnStarted,
  boardOf,
  bob,
  colourBegan,
  cross,
  crossed,
  cy,
  dice,
  fold,
  gameEnded,
  history,
  pass,
  passed,
  penalties,
  penalty,
  roll,
  rowLocked,
  spec,
  stateOf,
  throwDice,
  thrown,
} from './fixtures.ts';

const s = spec();
const whiteOn = [turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6))];

describe('Quicks rulings', () => {
  it('ruling 1: a turn has three steps, throw, white, colour', () => {
    const steps = [[turnStarted(ann)], whiteOn, [...whiteOn, passed(ann), passed(bob), passed(cy), colourBegan(ann)]].map((events) =>
      quicks.turn(fold(events)),
    );
    expect(steps).toEqual([
      { playerId: ann, step: 'throw', awaiting: [ann], period: 0 },
      { playerId: ann, step: 'white', awaiting: [ann, bob, cy], period: 1 },
      { playerId: ann, step: 'colour', awaiting: [ann], period: 2 },
    ]);
    s.given(turnStarted(ann))
      .when(pass, ann)
      .thenRefused('wrong-step', /The dice have not been thrown yet/);
    s.given(...whiteOn)
      .when(throwDice, ann)
      .thenRefused('wrong-step', /already thrown; step white is on/);
  });

  it('ruling 1: Turn.period changes with every new step, also from one turn to the next', () => {
    const periods = [
      [turnStarted(ann)],
      [...whiteOn, passed(ann), passed(bob), passed(cy), colourBegan(ann), passed(ann), penalty(ann), turnStarted(bob)],
    ].map((events) => quicks.turn(fold(events))!.period);
    expect(periods).toEqual([0, 3]);
  });

  describe('ruling 2: a legal cross', () => {
    it('ruling 2: the row is not locked', () => {
      s.given(rowLocked('red'), ...whiteOn)
        .when(cross('red'), bob)
        .then((v) => {
          expect(v.violation).toBe('illegal-move');
          expect(v.detail).toContain('red row is locked');
        });
    });
    it('ruling 2: the number lies to the right of every number already crossed in that row', () => {
      s.given(...history(bob, 'yellow', [7]), ...whiteOn)
        .when(cross('yellow'), bob)
        .then((v) => expect(v.detail).toContain('does not lie to the right of 7'));
      s.given(...history(bob, 'yellow', [6]), ...whiteOn)
        .when(cross('yellow'), bob)
        .then([crossed(bob, 'yellow', 7)]);
    });
    it('ruling 2: the last number (12 red/yellow, 2 green/blue) also needs at least LockAt crosses already in that row', () => {
      const ones = [turnStarted(ann), thrown(ann, allDice(1, 1, 1, 1, 1, 1))];
      s.given(...history(bob, 'green', [12, 11, 10, 9]), ...ones)
        .when(cross('green'), bob)
        .then((v) => expect(v.detail).toContain('you have 4'));
      s.given(...history(bob, 'green', [12, 11, 10, 9, 8]), ...ones)
        .when(cross('green'), bob)
        .then([crossed(bob, 'green', 2)]);
    });
  });

  describe('ruling 3: step white', () => {
    it('ruling 3: each player crosses the white sum in one row or passes', () => {
      expect(quicks.legalMoves(fold(whiteOn), bob)).toEqual([
        { type: 'cross', row: 'red' },
        { type: 'cross', row: 'yellow' },
        { type: 'cross', row: 'green' },
        { type: 'cross', row: 'blue' },
        { type: 'pass' },
      ]);
    });
    it('ruling 3: the step ends when every awaited player has decided', () => {
      expect(quicks.turn(fold([...whiteOn, passed(bob), crossed(ann, 'red', 7)]))!.awaiting).toEqual([cy]);
      s.given(...whiteOn, passed(bob), crossed(ann, 'red', 7))
        .when(pass, cy)
        .then([passed(cy), colourBegan(ann)]);
    });
    it('ruling 3: a player with no legal row is not awaited and passes by itself', () => {
      const st = s.given(...fullUp(cy), ...whiteOn);
      expect(quicks.turn(stateOf(st))!.awaiting).toEqual([ann, bob]);
      s.given(...fullUp(cy), ...whiteOn, passed(ann))
        .when(pass, bob)
        .then([passed(bob), colourBegan(ann)]);
      st.when(cross('red'), cy).thenRefused('not-your-turn', /has no row for the white dice has nothing to decide and is not waited for/);
    });
    it('ruling 3: if nobody is awaited the step ends at once', () => {
      s.given(...fullUp(ann), ...fullUp(bob), ...fullUp(cy), turnStarted(ann))
        .when(throwDice, ann, testDraws(roll(3, 4, 1, 2, 5, 6)))
        .then([thrown(ann, allDice(3, 4, 1, 2, 5, 6)), penalty(ann), turnStarted(bob)]);
    });
    it('ruling 3: decisions are independent: what one player crosses never changes what another may cross in the same step', () => {
      const locking = [
        ...history(bob, 'red', [2, 3, 4, 5, 6]),
        ...history(cy, 'red', [2, 3, 4, 5, 6]),
        turnStarted(ann),
        thrown(ann, allDice(6, 6, 1, 1, 1, 1)),
      ];
      const before = quicks.legalMoves(fold(locking), cy);
      expect(quicks.legalMoves(fold([...locking, crossed(bob, 'red', 12)]), cy)).toEqual(before);
    });
    it('ruling 3: a player decides once', () => {
      s.given(...whiteOn, passed(bob))
        .when(cross('red'), bob)
        .then((v) => expect(v.detail).toContain('already decided'));
    });
  });

  describe('ruling 4: several players lock one row in step white', () => {
    const locking = [
      ...history(bob, 'red', [2, 3, 4, 5, 6]),
      ...history(cy, 'red', [2, 3, 4, 5, 6]),
      turnStarted(ann),
      thrown(ann, allDice(6, 6, 1, 1, 1, 1)),
    ];
    it('ruling 4: several players may lock the same row in step white, and each of them gets the lock cross', () => {
      s.given(...locking, crossed(bob, 'red', 12), passed(ann))
        .when(cross('red'), cy)
        .then([crossed(cy, 'red', 12), rowLocked('red'), colourBegan(ann)]);
      const board = boardOf([...locking, crossed(bob, 'red', 12), passed(ann), crossed(cy, 'red', 12), rowLocked('red')]);
      expect(board.sheets[bob]).toMatchObject({ locks: ['red'], score: 28 });
      expect(board.sheets[cy]).toMatchObject({ locks: ['red'], score: 28 });
    });
    it('ruling 4: the row closes for everyone when the step ends, and its die leaves the game then', () => {
      const during = boardOf([...locking, crossed(bob, 'red', 12)]);
      expect(during.lockedRows).toEqual([]);
      expect(during.dice).toEqual(allDice(6, 6, 1, 1, 1, 1));
      const after = boardOf([...locking, crossed(bob, 'red', 12), passed(ann), passed(cy), rowLocked('red'), colourBegan(ann)]);
      expect(after.lockedRows).toEqual(['red']);
      expect(after.dice).toEqual(dice([6, 6], { yellow: 1, green: 1, blue: 1 }));
    });
  });

  describe('ruling 5: the thrower may cross in both steps', () => {
    const crossedRed7 = [...whiteOn, crossed(ann, 'red', 7), passed(bob), passed(cy), colourBegan(ann)];
    it('ruling 5: the thrower may cross in step white and again in step colour, in another row', () => {
      s.given(...crossedRed7)
        .when(cross('green', 1), ann)
        .then([crossed(ann, 'green', 9), turnStarted(bob)]);
    });
    it('ruling 5: the thrower may cross again in the same row, to the right of the first cross', () => {
      s.given(
        ...[turnStarted(ann), thrown(ann, allDice(3, 4, 6, 2, 5, 6)), crossed(ann, 'red', 7), passed(bob), passed(cy), colourBegan(ann)],
      )
        .when(cross('red', 0), ann)
        .then([crossed(ann, 'red', 9), turnStarted(bob)]);
    });
    it('ruling 5: rule 2 applies to the second cross against the first', () => {
      s.given(...crossedRed7)
        .when(cross('red', 1), ann)
        .then((v) => {
          expect(v.violation).toBe('illegal-move');
          expect(v.detail).toContain('does not lie to the right of 7');
        });
    });
  });

  describe('ruling 6: step colour', () => {
    it('ruling 6: step colour offers only dice still in the game and rows not locked', () => {
      const events = [
        rowLocked('red'),
        turnStarted(ann),
        thrown(ann, dice([1, 2], { yellow: 3, green: 4, blue: 5 })),
        passed(ann),
        passed(bob),
        passed(cy),
        colourBegan(ann),
      ];
      expect(quicks.legalMoves(fold(events), ann).filter((m) => 'row' in m && m.row === 'red')).toEqual([]);
      s.given(...events)
        .when(cross('red', 0), ann)
        .then((v) => expect(v.detail).toContain('red die is out of the game'));
    });
    it('ruling 6: if the thrower has no legal coloured cross, the step is skipped by itself', () => {
      s.given(...fullUp(ann), ...whiteOn, passed(bob))
        .when(pass, cy)
        .then([passed(cy), penalty(ann), turnStarted(bob)]);
    });
    it('ruling 6: a cross in step colour names a white die; a cross in step white names none', () => {
      const colour = [...whiteOn, passed(ann), passed(bob), passed(cy), colourBegan(ann)];
      s.given(...colour)
        .when(cross('green'), ann)
        .thenRefused('wrong-step', /Step colour is on: name the white die/);
      expect(quicks.legalMoves(fold(colour), ann)).toContainEqual({ type: 'cross', row: 'yellow', white: 0 });
    });
  });

  describe('ruling 7: penalty', () => {
    it('ruling 7: the thrower, and only the thrower, takes one when the turn ends with nothing crossed by them in either step', () => {
      s.given(...whiteOn, passed(ann), passed(bob), passed(cy), colourBegan(ann))
        .when(pass, ann)
        .then([passed(ann), penalty(ann), turnStarted(bob)]);
    });
    it('ruling 7: a cross in step white alone spares the penalty', () => {
      s.given(...whiteOn, crossed(ann, 'red', 7), passed(bob), passed(cy), colourBegan(ann))
        .when(pass, ann)
        .then([passed(ann), turnStarted(bob)]);
    });
  });

  describe('ruling 8: the end', () => {
    it('ruling 8: the game ends when LockedRows rows are locked, checked when step white ends', () => {
      s.given(
        rowLocked('green'),
        ...history(bob, 'red', [2, 3, 4, 5, 6]),
        turnStarted(ann),
        thrown(ann, dice([6, 6], { red: 1, yellow: 1, blue: 1 })),
        passed(ann),
        passed(cy),
      )
        .when(cross('red'), bob)
        .then([crossed(bob, 'red', 12), rowLocked('red'), gameEnded([bob], { ann: 0, bob: 28, cy: 0 })]);
    });
    it('ruling 8: ending in step white means no step colour and no penalty for that turn', () => {
      const end = s
        .given(
          rowLocked('green'),
          ...history(bob, 'red', [2, 3, 4, 5, 6]),
          turnStarted(ann),
          thrown(ann, dice([6, 6], { red: 1, yellow: 1, blue: 1 })),
          passed(ann),
          passed(cy),
        )
        .when(cross('red'), bob).outcome;
      expect(end).not.toContainEqual(colourBegan(ann));
      expect(end).not.toContainEqual(penalty(ann));
    });
    it('ruling 8: a player with Penalties penalties ends the game, checked when the turn ends (the fourth penalty ends it)', () => {
      s.given(...penalties(ann, 3), ...whiteOn, passed(ann), passed(bob), passed(cy), colourBegan(ann))
        .when(pass, ann)
        .then([passed(ann), penalty(ann), gameEnded([bob, cy], { ann: -20, bob: 0, cy: 0 })]);
    });
    it('ruling 8: LockedRows reached by a lock in step colour ends the game when the turn ends', () => {
      s.given(
        rowLocked('red'),
        ...history(ann, 'blue', [12, 11, 10, 9, 8]),
        turnStarted(ann),
        thrown(ann, dice([1, 5], { yellow: 1, green: 1, blue: 1 })),
        passed(ann),
        passed(bob),
        passed(cy),
        colourBegan(ann),
      )
        .when(cross('blue', 0), ann)
        .then([crossed(ann, 'blue', 2), rowLocked('blue'), gameEnded([ann], { ann: 28, bob: 0, cy: 0 })]);
    });
  });

  describe('ruling 9: scores', () => {
    it('ruling 9: each row scores the triangular number of its crosses, the lock cross counts, minus PenaltyPoints per penalty', () => {
      const board = boardOf([...history(ann, 'red', [2, 3, 4, 5, 6, 12]), ...history(ann, 'green', [10, 9]), ...penalties(ann, 1)], {
        PenaltyPoints: 7,
      });
      expect(board.sheets[ann]!.score).toBe(28 + 3 - 7);
    });
    it('ruling 9: ties: every tied player wins', () => {
      s.given(
        ...history(bob, 'red', [9]),
        ...history(cy, 'green', [4]),
        ...penalties(ann, 3),
        ...whiteOn,
        passed(ann),
        passed(bob),
        passed(cy),
        colourBegan(ann),
      )
        .when(pass, ann)
        .then([passed(ann), penalty(ann), gameEnded([bob, cy], { ann: -20, bob: 1, cy: 1 })]);
    });
  });

  describe('ruling 10: timeouts', () => {
    it('ruling 10: in throw the dice are thrown for the thrower', () => {
      expect(quicks.timeout(fold([turnStarted(bob)]), testDraws(roll(6, 5, 4, 3, 2, 1)))).toEqual([thrown(bob, allDice(6, 5, 4, 3, 2, 1))]);
    });
    it('ruling 10: in white everyone undecided passes', () => {
      expect(quicks.timeout(fold([...fullUp(ann), ...whiteOn, crossed(cy, 'blue', 7)]), testDraws())).toEqual([
        passed(bob),
        penalty(ann),
        turnStarted(bob),
      ]);
    });
    it('ruling 10: in colour the thrower passes, with the penalty if it applies', () => {
      expect(quicks.timeout(fold([...whiteOn, passed(ann), passed(bob), passed(cy), colourBegan(ann)]), testDraws())).toEqual([
        passed(ann),
        penalty(ann),
        turnStarted(bob),
      ]);
      expect(quicks.timeout(fold([...whiteOn, crossed(ann, 'red', 7), passed(bob), passed(cy), colourBegan(ann)]), testDraws())).toEqual([
        passed(ann),
        turnStarted(bob),
      ]);
    });
    it('ruling 10: a timeout after the end does nothing', () => {
      expect(quicks.timeout(fold([...penalties(ann, 4), gameEnded([bob, cy], { ann: -20, bob: 0, cy: 0 })]), testDraws())).toEqual([]);
    });
  });
});
