/**
 * docs/contract.md Fairness (oc-fair-v1) fixes what each game draws and in which order; the domains ask
 * their Draws for exactly that, so the server's stream and a verifier agree value by value.
 */
import { describe, expect, it } from 'vitest';
import { diceKings } from '../../domain/dice-kings/index.ts';
import { riggedDraws, type Draws } from '../../domain/kernel/index.ts';
import { quicks } from '../../domain/quicks/index.ts';
import { rummiduck } from '../../domain/rummiduck/index.ts';
import { testDraws } from '../support/spec.ts';
import { fold as foldQuicks, turnStarted, rowLocked, throwDice, thrown, dice } from '../domain/quicks/fixtures.ts';
import { rolled, roll, spec as diceKingsSpec, started } from '../domain/dice-kings/helpers.ts';
import { draw, drew, spec as rummiduckSpec } from '../domain/rummiduck/fixtures.ts';

/** Draws that answer 1, 2, 3, … in turn and note every request. */
function recording() {
  const requests: { dice?: number; places?: readonly number[]; shuffle?: readonly string[] }[] = [];
  let next = 0;
  const draws: Draws = {
    dice(count, places) {
      requests.push({ dice: count, places });
      return Array.from({ length: count }, () => (next++ % 6) + 1);
    },
    shuffle(tiles) {
      requests.push({ shuffle: [...tiles] });
      return [...tiles];
    },
  };
  return { draws, requests };
}

describe('Quicks: "each throw takes one die for each die still in the game, in the order white, white, red, yellow, green, blue"', () => {
  it('all six dice in play: six dice, one request', () => {
    const { draws, requests } = recording();
    const events = quicks.decide(foldQuicks([turnStarted('ann')]), throwDice, 'ann', draws);
    expect(requests).toEqual([{ dice: 6, places: [0, 1, 2, 3, 4, 5] }]);
    expect(events).toEqual([thrown('ann', dice([1, 2], { red: 3, yellow: 4, green: 5, blue: 6 }))]);
  });

  it('red and green locked: four dice, white, white, yellow, blue', () => {
    const { draws, requests } = recording();
    const state = foldQuicks([rowLocked('red'), rowLocked('green'), turnStarted('ann')]);
    expect(quicks.decide(state, throwDice, 'ann', draws)).toEqual([thrown('ann', dice([1, 2], { yellow: 3, blue: 4 }))]);
    expect(requests).toEqual([{ dice: 4, places: [0, 1, 3, 5] }]);
  });

  it('a throw made by a timeout draws the same way', () => {
    const { draws, requests } = recording();
    quicks.timeout(foldQuicks([rowLocked('yellow'), turnStarted('ann')]), draws);
    expect(requests).toEqual([{ dice: 5, places: [0, 1, 2, 4, 5] }]);
  });

  it('docs/contract.md Test hooks: a rigged throw lists all six values; those of dice out of the game are ignored', () => {
    const state = foldQuicks([rowLocked('red'), turnStarted('ann')]);
    const rigged = quicks.decide(state, throwDice, 'ann', testDraws([[3, 4, 1, 2, 5, 6]]));
    expect(rigged).toEqual([thrown('ann', dice([3, 4], { yellow: 2, green: 5, blue: 6 }))]);
  });

  it('a rigged throw short of values takes the missing dice from the fair source, at their places', () => {
    const { draws, requests } = recording();
    const rig = { dice: [[6, 6, 6]] };
    const state = foldQuicks([rowLocked('yellow'), turnStarted('ann')]);
    expect(quicks.decide(state, throwDice, 'ann', riggedDraws(rig, draws))).toEqual([
      thrown('ann', dice([6, 6], { red: 6, green: 1, blue: 2 })),
    ]);
    expect(requests).toEqual([{ dice: 2, places: [4, 5] }]);
  });
});

describe('Dice Kings: "each roll takes one die for each rolled position, lowest position first"', () => {
  const s = diceKingsSpec();

  it('the first roll of a turn: five dice for positions 0 to 4', () => {
    const { draws, requests } = recording();
    s.given(started())
      .when(roll(), 'ann', draws)
      .then([rolled([1, 2, 3, 4, 5])]);
    expect(requests).toEqual([{ dice: 5, places: undefined }]);
  });

  it('keeping 4, 0 and 2: two dice, for positions 1 then 3', () => {
    const { draws, requests } = recording();
    s.given(started(), rolled([6, 5, 4, 3, 2]))
      .when(roll([4, 0, 2]), 'ann', draws)
      .then([rolled([6, 1, 4, 2, 2], 'ann', [0, 2, 4])]);
    expect(requests).toEqual([{ dice: 2, places: undefined }]);
  });

  it('a roll made by a timeout draws five dice the same way', () => {
    const { draws, requests } = recording();
    diceKings.timeout(s.fold([started()]), draws);
    expect(requests).toEqual([{ dice: 5, places: undefined }]);
  });
});

describe('Rummiduck: "the bag is shuffled once, at the start, before the deal ... The deal and every draw take from the front of the bag"', () => {
  const s = rummiduckSpec({ StartTiles: 2 }, ['ann', 'bob']);

  it('one shuffle of the 106 tiles in the documented order; seat 0 gets the front, then seat 1; the bag is the rest', () => {
    const { draws, requests } = recording();
    const order = ['black', 'blue', 'orange', 'red'].flatMap((c) =>
      Array.from({ length: 13 }, (_, i) => [`${c}-${i + 1}-a`, `${c}-${i + 1}-b`]).flat(),
    );
    const events = rummiduck.start(s.config, ['ann', 'bob'], draws);
    expect(requests).toEqual([{ shuffle: [...order, 'joker-red', 'joker-black'] }]);
    expect(events[0]).toMatchObject({ racks: { ann: ['black-1-a', 'black-1-b'], bob: ['black-2-a', 'black-2-b'] }, bagSize: 102 });
    expect((events[0] as { bag: string[] }).bag.slice(0, 2)).toEqual(['black-3-a', 'black-3-b']);
  });

  it('a draw takes the front of the bag and draws nothing new', () => {
    const { draws, requests } = recording();
    const dealt = rummiduck.start(s.config, ['ann', 'bob'], testDraws());
    s.given(...dealt)
      .when(draw, 'ann', draws)
      .then([drew('ann', ['black-3-a'])]);
    expect(requests).toEqual([]);
  });
});
