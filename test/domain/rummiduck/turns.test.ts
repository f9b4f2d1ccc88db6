import { describe, expect, it } from 'vitest';
import { rummiduck } from '../../../domain/rummiduck/index.ts';
import { testDraws } from '../../support/spec.ts';
import { ann, bob, cy, dealt, draw, drew, passed, play, played, spare, spareBob, spareCy, spec } from './fixtures.ts';

const racks = { [ann]: ['red-9-a', 'red-10-a', 'red-11-a', ...spare], [bob]: spareBob, [cy]: spareCy };

describe('rules, After that: "Whoever cannot or does not want to lay draws a tile"', () => {
  it('ruling 5: `draw` takes one tile from the bag, its front, and the next seat moves', () => {
    const s = spec().given(dealt(racks, ['red-1-a', 'red-2-a']));
    s.when(draw).then([drew(ann, ['red-1-a'])]);
    const after = spec().given(dealt(racks, ['red-1-a', 'red-2-a']), drew(ann, ['red-1-a'])).state;
    expect(rummiduck.board(after, ann)).toMatchObject({ rack: [...racks[ann]!, 'red-1-a'] });
    expect(rummiduck.turn(after)).toEqual({ playerId: bob, step: 'move', awaiting: [bob], period: 1 });
  });
  it('ruling 5: with an empty bag `draw` is a pass', () => {
    spec()
      .given(dealt(racks, [], true))
      .when(draw)
      .then([passed(ann)]);
  });
  it('seats play in seat order, seat 0 first: another seat is refused with not-your-turn', () => {
    const s = spec().given(dealt(racks));
    expect(rummiduck.turn(s.state)).toEqual({ playerId: ann, step: 'move', awaiting: [ann], period: 0 });
    s.when(draw, bob).thenRefused('not-your-turn', /It is the turn of ann: seats play in seat order/);
    s.when(play([['black-1-b', 'black-2-b', 'black-3-a']]), bob).thenRefused(
      'not-your-turn',
      /It is the turn of ann: seats play in seat order/,
    );
    s.when(draw, 'stranger').thenRefused('not-your-turn', /It is the turn of ann: seats play in seat order/);
  });
  it('Turn.period changes every time a turn begins, also when it comes round to the same seat', () => {
    const two = spec({}, [ann, bob]);
    const s = two.given(dealt({ [ann]: spare, [bob]: spareBob }, ['red-1-a', 'red-2-a']), drew(ann, ['red-1-a']), drew(bob, ['red-2-a']));
    expect(rummiduck.turn(s.state)).toMatchObject({ playerId: ann, period: 2 });
  });
});

describe('rules, After that: "If the time runs out, the move is taken back and a tile is drawn (Config.TimeoutTiles)"', () => {
  it('ruling 8: nothing of the unfinished move stays; the player draws TimeoutTiles tiles', () => {
    const s = spec().given(dealt(racks, ['red-1-a', 'red-2-a']));
    expect(rummiduck.timeout(s.state, testDraws())).toEqual([drew(ann, ['red-1-a'], 'timeout')]);
    const three = spec({ TimeoutTiles: 3 }).given(dealt(racks, ['red-1-a', 'red-2-a', 'red-3-a']));
    expect(rummiduck.timeout(three.state, testDraws())).toEqual([drew(ann, ['red-1-a', 'red-2-a', 'red-3-a'], 'timeout')]);
    const table = spec().fold([dealt(racks, ['red-1-a']), ...rummiduck.timeout(s.state, testDraws())]);
    expect(rummiduck.board(table, ann)).toMatchObject({ table: [] });
  });
  it('ruling 8: as many as the bag holds', () => {
    const s = spec({ TimeoutTiles: 3 }).given(dealt(racks, ['red-1-a', 'red-2-a'], true));
    expect(rummiduck.timeout(s.state, testDraws())).toEqual([drew(ann, ['red-1-a', 'red-2-a'], 'timeout')]);
  });
  it('ruling 8: with an empty bag a timeout is a pass', () => {
    const s = spec().given(dealt(racks, [], true));
    expect(rummiduck.timeout(s.state, testDraws())).toEqual([passed(ann, 'timeout')]);
  });
});

describe('rules, Winning', () => {
  it('"Whoever is rid of all their tiles first wins"; "The losers have the points left on their racks deducted, and the winner is credited with the sum"', () => {
    spec()
      .given(dealt({ [ann]: ['red-9-a', 'red-10-a', 'red-11-a'], [bob]: ['black-13-a', 'joker-red'], [cy]: ['blue-1-a', 'blue-5-a'] }))
      .when(play([['red-9-a', 'red-10-a', 'red-11-a']]))
      .then([
        played(ann, [['red-9-a', 'red-10-a', 'red-11-a']], ['red-9-a', 'red-10-a', 'red-11-a']),
        { type: 'GameEnded', result: { winners: [ann], scores: { [ann]: 49, [bob]: -43, [cy]: -6 } } },
      ]);
  });
  it('"A joker left on the rack when the round ends costs 30 points (Config.JokerPoints)"', () => {
    const out = spec({ JokerPoints: 50 })
      .given(dealt({ [ann]: ['red-9-a', 'red-10-a', 'red-11-a'], [bob]: ['joker-black'], [cy]: ['blue-1-a'] }))
      .when(play([['red-9-a', 'red-10-a', 'red-11-a']])).outcome;
    expect(out).toContainEqual({ type: 'GameEnded', result: { winners: [ann], scores: { [ann]: 51, [bob]: -50, [cy]: -1 } } });
  });
  it('"If the bag is empty and everyone passes in turn, the player holding the fewest points wins"', () => {
    spec()
      .given(dealt({ [ann]: ['red-9-a'], [bob]: ['black-3-a', 'blue-4-a'], [cy]: ['joker-red'] }, [], true), passed(ann), passed(bob))
      .when(draw, cy)
      .then([passed(cy), { type: 'GameEnded', result: { winners: [bob], scores: { [ann]: -9, [bob]: 39, [cy]: -30 } } }]);
  });
  it('ruling 6: a pass round is only complete when every player in turn has passed; a play in between starts it again, and the passes count only once the bag is empty', () => {
    spec()
      .given(
        dealt({ [ann]: ['red-9-a'], [bob]: ['black-3-a', 'black-4-a', 'black-5-a', 'blue-4-a'], [cy]: ['joker-red'] }, [], true),
        passed(ann),
        played(bob, [['black-3-a', 'black-4-a', 'black-5-a']], ['black-3-a', 'black-4-a', 'black-5-a']),
        passed(cy),
      )
      .when(draw)
      .then([passed(ann)]);
    spec()
      .given(
        dealt(
          { [ann]: ['red-9-a', 'red-10-a', 'red-11-a', 'red-1-a'], [bob]: ['black-3-a', 'blue-4-a'], [cy]: ['joker-red'] },
          ['blue-13-b'],
          true,
        ),
        drew(ann, ['blue-13-b']),
        passed(bob),
        passed(cy),
      )
      .when(draw)
      .then([passed(ann), { type: 'GameEnded', result: { winners: [bob], scores: { [ann]: -44, [bob]: 74, [cy]: -30 } } }]);
  });
  it("ruling 6: rack points are a tile's number, a joker JokerPoints; ties share the win", () => {
    spec({}, [ann, bob, cy])
      .given(
        dealt({ [ann]: ['red-5-a'], [bob]: ['black-2-a', 'blue-3-a'], [cy]: ['joker-red', 'red-13-a'] }, [], true),
        passed(ann),
        passed(bob),
      )
      .when(draw, cy)
      .then([passed(cy), { type: 'GameEnded', result: { winners: [ann, bob], scores: { [ann]: 22, [bob]: 21, [cy]: -43 } } }]);
  });
  it('ruling 7: tied winners share the sum, rounding down, and the remainder stays with the earliest seat among them', () => {
    const four = ['dee', ann, bob, cy];
    spec({}, four)
      .given(
        dealt({ dee: ['red-5-a'], [ann]: ['blue-12-a'], [bob]: ['black-5-a'], [cy]: ['orange-5-a', 'joker-black'] }, [], true),
        passed('dee'),
        passed(ann),
        passed(bob),
      )
      .when(draw, cy)
      .then([passed(cy), { type: 'GameEnded', result: { winners: ['dee', bob], scores: { dee: 24, [ann]: -12, [bob]: 23, [cy]: -35 } } }]);
  });
  it('ruling 7: every loser scores minus their rack points; a tie of everyone scores 0 for all', () => {
    spec({}, [ann, bob])
      .given(dealt({ [ann]: ['red-5-a'], [bob]: ['black-5-a'] }, [], true), passed(ann))
      .when(draw, bob)
      .then([passed(bob), { type: 'GameEnded', result: { winners: [ann, bob], scores: { [ann]: 0, [bob]: 0 } } }]);
  });
});

describe('all games: the game ends the moment its end condition holds', () => {
  it('GameEnded is the last event of the move that ends it, and every later command gets game-over', () => {
    const ended = spec().given(
      dealt({ [ann]: ['red-9-a', 'red-10-a', 'red-11-a'], [bob]: ['black-13-a'], [cy]: ['blue-1-a'] }),
      played(ann, [['red-9-a', 'red-10-a', 'red-11-a']], ['red-9-a', 'red-10-a', 'red-11-a']),
      { type: 'GameEnded', result: { winners: [ann], scores: { [ann]: 14, [bob]: -13, [cy]: -1 } } },
    );
    ended.when(draw, bob).thenRefused('game-over', /The round is over/);
    ended.when(play([['black-13-a', 'blue-13-a', 'red-13-a']]), bob).thenRefused('game-over', /The round is over/);
    expect(rummiduck.turn(ended.state)).toBeNull();
    expect(rummiduck.result(ended.state)).toEqual({ winners: [ann], scores: { [ann]: 14, [bob]: -13, [cy]: -1 } });
    expect(rummiduck.legalMoves(ended.state, bob)).toEqual([]);
    expect(rummiduck.timeout(ended.state, testDraws())).toEqual([]);
  });
});

describe('legal moves', () => {
  it('the player whose turn it is may play (listed once, without a table) and draw; the others nothing', () => {
    const s = spec().given(dealt(racks));
    expect(rummiduck.legalMoves(s.state, ann)).toEqual([{ type: 'play' }, { type: 'draw' }]);
    expect(rummiduck.legalMoves(s.state, bob)).toEqual([]);
  });
});
