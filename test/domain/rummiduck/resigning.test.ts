/** docs/rulings.md, Resigning, as Rummiduck reads it (rulings 1, 4, 5 and 7). */
import { describe, expect, it } from 'vitest';
import { rummiduck } from '../../../domain/rummiduck/index.ts';
import type { State } from '../../../domain/rummiduck/index.ts';
import { board } from '../../../domain/rummiduck/view.ts';
import { resigned } from '../../support/spec.ts';
import { ann, bob, cy, dealt, draw, drew, passed, play, played, spec, spare, spareBob, spareCy } from './fixtures.ts';

const s = spec();
const two = spec({}, [ann, bob]);
/** Nothing left in the bag: every move but a play is a pass. */
const emptyBag = dealt({ [ann]: ['red-10-a'], [bob]: ['blue-1-a'], [cy]: ['orange-5-a'] }, [], true);
const ended = (winners: string[], scores: Record<string, number>) => ({ type: 'GameEnded' as const, result: { winners, scores } });
const turnAfter = (events: Parameters<typeof s.fold>[0]) => rummiduck.turn(s.fold(events) as State);

describe('Rummiduck: Resigning', () => {
  describe('Resigning ruling 1: never awaited again, skipped in the turn order, never a winner', () => {
    it('Resigning ruling 1: a resigned player is skipped in the turn order: after Ann, Cy moves', () => {
      const start = dealt({ [ann]: spare, [bob]: spareBob, [cy]: spareCy }, ['red-9-a']);
      s.given(start, resigned(bob))
        .when(draw, ann)
        .then([drew(ann, ['red-9-a'])]);
      expect(turnAfter([start, resigned(bob), drew(ann, ['red-9-a'])])).toMatchObject({ playerId: cy, awaiting: [cy] });
      s.given(start, resigned(bob), drew(ann, ['red-9-a']))
        .when(draw, bob)
        .thenRefused('not-your-turn', /It is the turn of cy/);
    });
    it('Resigning ruling 1: a resigned player is never among the winners, even with the fewest rack points', () => {
      s.given(emptyBag, resigned(bob), passed(ann))
        .when(draw, cy)
        .then([passed(cy), ended([cy], { ann: -10, bob: -1, cy: 11 })]);
    });
  });

  describe('Resigning ruling 4: Rummiduck', () => {
    it('Resigning ruling 4: their rack leaves the game, neither played nor returned to the bag, and still counts as their rack points', () => {
      const start = dealt({ [ann]: ['red-1-a', 'red-2-a', 'red-3-a'], [bob]: ['black-13-a', 'joker-red'], [cy]: spareCy });
      const during = board(s.fold([start, resigned(bob)]) as State, bob);
      expect(during).toMatchObject({
        racks: { [bob]: 2 },
        rack: ['black-13-a', 'joker-red'],
        bag: board(s.fold([start]) as State, null).bag,
      });
      spec({ InitialMeld: 0 })
        .given(start, resigned(bob))
        .when(play([['red-1-a', 'red-2-a', 'red-3-a']]), ann)
        .then([
          played(ann, [['red-1-a', 'red-2-a', 'red-3-a']], ['red-1-a', 'red-2-a', 'red-3-a']),
          ended([ann], { ann: 43 + 14, bob: -43, cy: -14 }),
        ]);
    });
    it('Resigning ruling 4: if it was their turn, the turn passes', () => {
      const start = dealt({ [ann]: spare, [bob]: spareBob, [cy]: spareCy });
      s.given(start)
        .whenResigns(ann)
        .then([resigned(ann)]);
      expect(turnAfter([start, resigned(ann)])).toEqual({ playerId: bob, step: 'move', awaiting: [bob], period: 1 });
      expect(turnAfter([start, resigned(cy)])).toEqual({ playerId: ann, step: 'move', awaiting: [ann], period: 0 });
    });
    it('Resigning ruling 4: the end by "bag empty and every player in turn has passed" counts only players who have not resigned', () => {
      s.given(emptyBag, passed(ann), passed(bob))
        .whenResigns(cy)
        .then([resigned(cy), ended([bob], { ann: -10, bob: 15, cy: -5 })]);
      s.given(emptyBag, passed(ann))
        .whenResigns(cy)
        .then([resigned(cy)]);
      s.given(emptyBag, passed(ann), resigned(cy))
        .when(draw, bob)
        .then([passed(bob), ended([bob], { ann: -10, bob: 15, cy: -5 })]);
    });
    it('Resigning ruling 4: resigning twice is nothing more', () => {
      s.given(emptyBag, resigned(cy)).whenResigns(cy).thenNothingHappened();
    });
  });

  describe('Resigning ruling 5: fewer than two players left', () => {
    it("Resigning ruling 5: the one left is the only winner at once, whatever the scores, and scores the sum of the losers' rack points", () => {
      const start = dealt({ [ann]: ['red-13-a', 'red-12-a'], [bob]: ['blue-1-a'] });
      two
        .given(start)
        .whenResigns(bob)
        .then([resigned(bob), ended([ann], { ann: 1, bob: -1 })]);
      two
        .given(start)
        .whenResigns(ann)
        .then([resigned(ann), ended([bob], { ann: -25, bob: 25 })]);
    });
    it('Resigning ruling 5: the second of three to resign ends the game', () => {
      s.given(emptyBag, resigned(ann))
        .whenResigns(bob)
        .then([resigned(bob), ended([cy], { ann: -10, bob: -1, cy: 11 })]);
    });
  });

  it('Resigning ruling 7: a resignation is an event of its own, public to every viewer', () => {
    expect(rummiduck.redact(resigned(bob), null)).toEqual(resigned(bob));
  });
});
