/** docs/rulings.md, Resigning, as Dice Kings reads it (rulings 1, 3, 5 and 7). */
import { describe, expect, it } from 'vitest';
import { diceKings } from '../../../domain/dice-kings/index.ts';
import type { Event, State } from '../../../domain/dice-kings/index.ts';
import { board } from '../../../domain/dice-kings/view.ts';
import { resigned } from '../../support/spec.ts';
import { filled, roll, rolled, score, scored, spec, started } from './helpers.ts';

const three = spec({}, ['ann', 'bob', 'cy']);
const two = spec({}, ['ann', 'bob']);
const padOf = (events: Event[], player: string) => (board(three.fold(events) as State, null).pads as Record<string, unknown>)[player];
/** Every box but chance, written with 1 point: one turn left for the player. */
const allButChance = (player: string) =>
  filled(
    {
      ones: 1,
      twos: 1,
      threes: 1,
      fours: 1,
      fives: 1,
      sixes: 1,
      threeOfAKind: 1,
      fourOfAKind: 1,
      fullHouse: 1,
      smallStraight: 1,
      largeStraight: 1,
      diceKings: 1,
    },
    player,
  );

describe('Dice Kings: Resigning', () => {
  describe('Resigning ruling 1: never awaited again, skipped in the turn order, never a winner', () => {
    it('Resigning ruling 1: a resigned player is skipped in the turn order: after Ann, Cy rolls', () => {
      three
        .given(started('ann'), resigned('bob'), rolled([1, 2, 3, 4, 5]))
        .when(score('chance'))
        .then([scored('chance', 15), started('cy')]);
    });
    it('Resigning ruling 1: a resigned player cannot move: they are never the player whose turn it is', () => {
      three
        .given(started('ann'), resigned('bob'))
        .when(roll(), 'bob')
        .thenRefused('not-your-turn', /It is not your turn/);
      expect(diceKings.turn(three.fold([started('ann'), resigned('ann'), started('bob')]))!.awaiting).toEqual(['bob']);
    });
    it('Resigning ruling 1: a resigned player is never among the winners, even on the most points; their score still counts', () => {
      const rounds = [
        ...allButChance('ann'),
        ...allButChance('bob'),
        ...allButChance('cy'),
        scored('chance', 30, 'bob'),
        scored('chance', 5, 'ann'),
      ];
      three
        .given(...rounds, resigned('bob'), started('cy'), rolled([1, 1, 1, 2, 2]))
        .when(score('chance'), 'cy')
        .then([scored('chance', 7, 'cy'), { type: 'GameEnded', result: { winners: ['cy'], scores: { ann: 17, bob: 42, cy: 19 } } }]);
    });
  });

  describe('Resigning ruling 3: Dice Kings', () => {
    it('Resigning ruling 3: if it was their turn, the turn ends at once and nothing is written', () => {
      three
        .given(started('ann'), rolled([6, 6, 6, 6, 6]))
        .whenResigns('ann')
        .then([resigned('ann'), started('bob')]);
      expect(padOf([started('ann'), rolled([6, 6, 6, 6, 6]), resigned('ann'), started('bob')], 'ann')).toEqual(padOf([], 'ann'));
    });
    it('Resigning ruling 3: out of turn, nothing else happens', () => {
      three
        .given(started('ann'), rolled([6, 6, 6, 6, 6]))
        .whenResigns('cy')
        .then([resigned('cy')]);
    });
    it('Resigning ruling 3: their pad stays as it is and keeps its score; its open boxes stay open', () => {
      const before = [...filled({ sixes: 24, chance: 20 }, 'bob'), started('ann')];
      const pad = padOf(before, 'bob');
      expect(padOf([...before, resigned('bob')], 'bob')).toEqual(pad);
      expect(pad).toMatchObject({ score: 44, columns: [{ boxes: { sixes: 24, chance: 20, ones: null } }] });
    });
    it('Resigning ruling 3: the game ends when the pads still played are full, the resigned pad left open', () => {
      const rounds = [...allButChance('ann'), ...allButChance('bob'), ...allButChance('cy'), scored('chance', 5, 'ann')];
      three
        .given(...rounds, started('bob'))
        .whenResigns('bob')
        .then([resigned('bob'), started('cy')]);
      three
        .given(...rounds, resigned('bob'), started('cy'), rolled([1, 1, 1, 1, 2]))
        .when(score('chance'), 'cy')
        .then([scored('chance', 6, 'cy'), { type: 'GameEnded', result: { winners: ['cy'], scores: { ann: 17, bob: 12, cy: 18 } } }]);
      three
        .given(...rounds, scored('chance', 5, 'cy'), started('bob'))
        .whenResigns('bob')
        .then([resigned('bob'), { type: 'GameEnded', result: { winners: ['ann', 'cy'], scores: { ann: 17, bob: 12, cy: 17 } } }]);
    });
    it('Resigning ruling 3: resigning twice is nothing more', () => {
      three.given(started('ann'), resigned('bob')).whenResigns('bob').thenNothingHappened();
    });
  });

  describe('Resigning ruling 5: fewer than two players left', () => {
    it('Resigning ruling 5: the one left is the only winner at once, whatever the scores', () => {
      two
        .given(...filled({ chance: 30 }, 'bob'), started('ann'), rolled([1, 1, 1, 1, 2]))
        .whenResigns('bob')
        .then([resigned('bob'), { type: 'GameEnded', result: { winners: ['ann'], scores: { ann: 0, bob: 30 } } }]);
      two
        .given(...filled({ chance: 30 }, 'bob'), started('ann'))
        .whenResigns('ann')
        .then([resigned('ann'), { type: 'GameEnded', result: { winners: ['bob'], scores: { ann: 0, bob: 30 } } }]);
    });
    it('Resigning ruling 5: a solitaire game that is resigned ends with no winner; its score is computed as at any end', () => {
      spec({}, ['ann'])
        .given(...filled({ chance: 22 }), started('ann'))
        .whenResigns('ann')
        .then([resigned('ann'), { type: 'GameEnded', result: { winners: [], scores: { ann: 22 } } }]);
    });
    it('Resigning ruling 5: the solitaire ruling holds on three columns too', () => {
      spec({ Columns: 3 }, ['ann'])
        .given(...filled({ chance: 10 }, 'ann', 2), started('ann'))
        .whenResigns('ann')
        .then([resigned('ann'), { type: 'GameEnded', result: { winners: [], scores: { ann: 30 } } }]);
    });
  });
});
