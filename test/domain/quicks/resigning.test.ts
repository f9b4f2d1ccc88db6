/** docs/rulings.md, Resigning, as Quicks reads it (rulings 1, 2, 5 and 7). */
import { describe, expect, it } from 'vitest';
import { quicks } from '../../../domain/quicks/index.ts';
import { resigned } from '../../support/spec.ts';
import {
  allDice,
  ann,
  turnStarted,
  boardOf,
  bob,
  colourBegan,
  cross,
  crossed,
  cy,
  fold,
  gameEnded,
  history,
  pass,
  passed,
  penalties,
  penalty,
  rowLocked,
  spec,
  thrown,
} from './fixtures.ts';

const s = spec();
const whiteOn = [turnStarted(ann), thrown(ann, allDice(3, 4, 1, 2, 5, 6))];
const colourOn = [...whiteOn, passed(ann), passed(bob), passed(cy), colourBegan(ann)];

describe('Quicks: Resigning', () => {
  describe('Resigning ruling 1: never awaited again, skipped in the turn order, never a winner', () => {
    it('Resigning ruling 1: a resigned player is not awaited in a later step white, even with a row for the white sum', () => {
      expect(quicks.turn(fold([resigned(bob), ...whiteOn]))!.awaiting).toEqual([ann, cy]);
      s.given(resigned(bob), ...whiteOn)
        .when(cross('red'), bob)
        .thenRefused('not-your-turn', /not waited for/);
    });
    it('Resigning ruling 1: a resigned player is skipped in the turn order: the thrower after Ann is Cy', () => {
      s.given(resigned(bob), ...whiteOn, passed(ann), passed(cy), colourBegan(ann))
        .when(pass, ann)
        .then([passed(ann), penalty(ann), turnStarted(cy)]);
    });
    it('Resigning ruling 1: a resigned player is never among the winners, even on the most points; their score still shows', () => {
      s.given(...history(bob, 'red', [2, 3, 4]), resigned(bob), ...penalties(ann, 3), ...colourOn)
        .when(pass, ann)
        .then([passed(ann), penalty(ann), gameEnded([cy], { ann: -20, bob: 6, cy: 0 })]);
    });
  });

  describe('Resigning ruling 2: Quicks', () => {
    it('Resigning ruling 2: a resigned player awaited in step white counts as having passed, and the step ends with them', () => {
      s.given(...whiteOn, passed(ann), passed(cy))
        .whenResigns(bob)
        .then([resigned(bob), colourBegan(ann)]);
      expect(quicks.turn(fold([...whiteOn, passed(ann), resigned(bob)]))!.awaiting).toEqual([cy]);
    });
    it('Resigning ruling 2: if the thrower resigns in step white, the turn ends at once with no penalty and no coloured die', () => {
      const outcome = s
        .given(...whiteOn, passed(bob))
        .whenResigns(ann)
        .then([resigned(ann), turnStarted(bob)]);
      expect(outcome).not.toContainEqual(colourBegan(ann));
      expect(outcome).not.toContainEqual(penalty(ann));
    });
    it('Resigning ruling 2: if the thrower resigns in step throw or step colour, the turn ends at once too', () => {
      s.given(turnStarted(ann))
        .whenResigns(ann)
        .then([resigned(ann), turnStarted(bob)]);
      s.given(...colourOn)
        .whenResigns(ann)
        .then([resigned(ann), turnStarted(bob)]);
    });
    it('Resigning ruling 2: the next seat that has not resigned throws', () => {
      s.given(resigned(bob), ...whiteOn)
        .whenResigns(ann)
        .then([resigned(ann), gameEnded([cy], { ann: 0, bob: 0, cy: 0 })]);
      const four = spec({}, [ann, bob, cy, 'dee']);
      four
        .given(resigned(bob), ...whiteOn)
        .whenResigns(ann)
        .then([resigned(ann), turnStarted(cy)]);
    });
    it('Resigning ruling 2: rows locked in step white before the thrower resigned close as the step ends, and the end is checked', () => {
      const locking = [
        ...history(bob, 'red', [2, 3, 4, 5, 6]),
        turnStarted(ann),
        thrown(ann, allDice(6, 6, 1, 1, 1, 1)),
        crossed(bob, 'red', 12),
      ];
      s.given(...locking)
        .whenResigns(ann)
        .then([resigned(ann), rowLocked('red'), turnStarted(bob)]);
      spec({ LockedRows: 1 })
        .given(...locking)
        .whenResigns(ann)
        .then([resigned(ann), rowLocked('red'), gameEnded([bob], { ann: 0, bob: 28, cy: 0 })]);
    });
    it('Resigning ruling 2: their sheet stays as it is and keeps its score', () => {
      const before = [...history(bob, 'green', [12, 11]), ...penalties(bob, 1), ...whiteOn, crossed(bob, 'red', 7)];
      const sheet = boardOf(before).sheets[bob];
      expect(boardOf([...before, resigned(bob)]).sheets[bob]).toEqual(sheet);
      expect(sheet).toMatchObject({ rows: { red: [7], green: [12, 11] }, penalties: 1, score: 1 + 3 - 5 });
    });
    it('Resigning ruling 2: resigning twice is nothing more', () => {
      s.given(resigned(bob), ...whiteOn)
        .whenResigns(bob)
        .thenNothingHappened();
    });
  });

  describe('Resigning ruling 5: fewer than two players left', () => {
    it('Resigning ruling 5: the one left is the only winner at once, whatever the scores; scores are computed as at any end', () => {
      spec({}, [ann, bob])
        .given(...history(bob, 'red', [2, 3, 4, 5]), ...whiteOn)
        .whenResigns(ann)
        .then([resigned(ann), gameEnded([bob], { ann: 0, bob: 10 })]);
      spec({}, [ann, bob])
        .given(...history(bob, 'red', [2, 3, 4, 5]), ...whiteOn)
        .whenResigns(bob)
        .then([resigned(bob), gameEnded([ann], { ann: 0, bob: 10 })]);
    });
    it('Resigning ruling 5: with two players left of three, the game goes on', () => {
      s.given(...whiteOn)
        .whenResigns(cy)
        .then([resigned(cy)]);
    });
  });

  it('Resigning ruling 7: a resignation is an event of its own in the stream, public to every viewer', () => {
    expect(quicks.redact(resigned(bob), null)).toEqual({ type: 'PlayerResigned', playerId: bob });
  });
});
