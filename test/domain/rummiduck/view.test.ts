import { describe, expect, it } from 'vitest';
import { rummiduck } from '../../../domain/rummiduck/index.ts';
import { ALL_TILES } from '../../../domain/rummiduck/tiles.ts';
import { testDraws } from '../../support/spec.ts';
import { ann, bob, cy, dealt, drew, played, spare, spareBob, spareCy, spec } from './fixtures.ts';

describe('config', () => {
  it("has the documents' defaults and the contract's TurnTime", () => {
    expect(rummiduck.configSchema.parse({})).toEqual({
      StartTiles: 14,
      InitialMeld: 30,
      TimeoutTiles: 1,
      JokerPoints: 30,
      JokerColourMatters: false,
      TurnTime: 120,
      Stake: 0,
    });
  });
  it('refuses unknown keys and values out of range (StartTiles so that 4 players can be dealt)', () => {
    expect(rummiduck.configSchema.safeParse({ Jokers: 3 }).success).toBe(false);
    expect(rummiduck.configSchema.safeParse({ StartTiles: 27 }).success).toBe(false);
    expect(rummiduck.configSchema.safeParse({ StartTiles: 26 }).success).toBe(true);
    expect(rummiduck.configSchema.safeParse({ TurnTime: 0 }).success).toBe(false);
    expect(rummiduck.configSchema.safeParse({ TurnTime: 1.5 }).success).toBe(false);
    expect(rummiduck.configSchema.safeParse({ JokerColourMatters: 'yes' }).success).toBe(false);
  });
  it('2 to 4 players, leaderboard rummiduck', () => {
    expect(rummiduck.seats).toEqual({ min: 2, max: 4 });
    expect(rummiduck.leaderboard(rummiduck.configSchema.parse({}))).toBe('rummiduck');
  });
});

describe('commands', () => {
  it('are exactly the bodies of docs/contract.md: play with the whole table, draw', () => {
    expect(rummiduck.commandSchema.safeParse({ type: 'play', table: [['red-7-a', 'joker-red', 'red-9-b']] }).success).toBe(true);
    expect(rummiduck.commandSchema.safeParse({ type: 'draw' }).success).toBe(true);
    expect(rummiduck.commandSchema.safeParse({ type: 'play' }).success).toBe(false);
    expect(rummiduck.commandSchema.safeParse({ type: 'play', table: [['red-14-a']] }).success).toBe(false);
    expect(rummiduck.commandSchema.safeParse({ type: 'draw', tiles: 2 }).success).toBe(false);
    expect(rummiduck.commandSchema.safeParse({ type: 'pass' }).success).toBe(false);
  });
});

describe('rules, Tiles: "Every player starts with 14 (Config.StartTiles)"', () => {
  it('ruling 1: start shuffles all 106 tiles; seats are dealt StartTiles each from the front, seat 0 first; the rest is the bag', () => {
    const front = ['joker-red', 'red-1-a', 'red-2-a'];
    const events = rummiduck.start(rummiduck.configSchema.parse({}), players3, testDraws([], front));
    expect(events).toHaveLength(1);
    const deal = events[0]!;
    if (deal.type !== 'TilesDealt') throw new Error('a deal');
    expect(deal.racks[ann]!.slice(0, 3)).toEqual(front);
    for (const p of players3) expect(deal.racks[p]).toHaveLength(14);
    expect(deal.bag).toHaveLength(106 - 42);
    expect([...Object.values(deal.racks).flat(), ...deal.bag!].sort()).toEqual([...ALL_TILES].sort());
    const state = spec().fold(events);
    expect(rummiduck.turn(state)).toEqual({ playerId: ann, step: 'move', awaiting: [ann], period: 0 });
  });
  it('Config.StartTiles sets how many each player is dealt', () => {
    const events = rummiduck.start(rummiduck.configSchema.parse({ StartTiles: 7 }), players3, testDraws());
    const board = rummiduck.board(spec({ StartTiles: 7 }).fold(events), bob);
    expect(board).toMatchObject({ bag: 106 - 21, racks: { [ann]: 7, [bob]: 7, [cy]: 7 } });
  });
});
const players3 = [ann, bob, cy];

describe('hidden information: board', () => {
  const s = spec().given(
    dealt({ [ann]: ['red-9-a', 'red-10-a', 'red-11-a', ...spare], [bob]: spareBob, [cy]: spareCy }, ['red-1-a']),
    played(ann, [['red-9-a', 'red-10-a', 'red-11-a']], ['red-9-a', 'red-10-a', 'red-11-a']),
    drew(bob, ['red-1-a']),
  );
  it("gives the table, the bag as a count, the rack counts, the viewer's own rack only, and who has melded", () => {
    expect(rummiduck.board(s.state, bob)).toEqual({
      table: [['red-9-a', 'red-10-a', 'red-11-a']],
      bag: 106 - 12 - 1,
      racks: { [ann]: 3, [bob]: 4, [cy]: 3 },
      rack: [...spareBob, 'red-1-a'],
      hasMelded: { [ann]: true, [bob]: false, [cy]: false },
    });
  });
  it('a spectator sees no rack', () => {
    expect(rummiduck.board(s.state, null)).not.toHaveProperty('rack');
    expect(JSON.stringify(rummiduck.board(s.state, null))).not.toContain('red-1-a');
  });
});

describe('hidden information: redact', () => {
  const deal = dealt({ [ann]: spare, [bob]: spareBob, [cy]: spareCy }, ['red-1-a']);
  it("the deal keeps only the viewer's own rack, counts for the others, and no bag", () => {
    expect(rummiduck.redact(deal, bob)).toEqual({
      type: 'TilesDealt',
      racks: { [bob]: spareBob },
      rackSizes: { [ann]: 3, [bob]: 3, [cy]: 3 },
      bagSize: 97,
    });
    expect(rummiduck.redact(deal, null)).toEqual({
      type: 'TilesDealt',
      racks: {},
      rackSizes: { [ann]: 3, [bob]: 3, [cy]: 3 },
      bagSize: 97,
    });
  });
  it('a drawn tile is shown to the drawer only', () => {
    expect(rummiduck.redact(drew(bob, ['red-1-a']), bob)).toEqual(drew(bob, ['red-1-a']));
    expect(rummiduck.redact(drew(bob, ['red-1-a']), ann)).toEqual({ type: 'TilesDrawn', playerId: bob, reason: 'draw', count: 1 });
    expect(rummiduck.redact(drew(bob, ['red-1-a']), null)).not.toHaveProperty('tiles');
  });
  it('plays are public', () => {
    const p = played(ann, [['red-9-a', 'red-10-a', 'red-11-a']], ['red-9-a', 'red-10-a', 'red-11-a']);
    expect(rummiduck.redact(p, null)).toEqual(p);
  });
  it('a redacted event cannot be folded by mistake', () => {
    expect(() => spec().fold([rummiduck.redact(deal, bob)])).toThrow(/redacted/);
  });
  it('stood in for, the events a viewer was given fold into the boards they were shown', () => {
    const events = [
      dealt({ [ann]: ['red-9-a', 'red-10-a', 'red-11-a', 'blue-3-a', ...spare], [bob]: spareBob, [cy]: spareCy }, ['red-1-a', 'red-2-a']),
      played(ann, [['red-9-a', 'red-10-a', 'red-11-a']], ['red-9-a', 'red-10-a', 'red-11-a']),
      drew(bob, ['red-1-a']),
      drew(cy, ['red-2-a'], 'timeout'),
      played(
        ann,
        [
          ['red-9-a', 'red-10-a', 'red-11-a'],
          ['blue-1-b', 'blue-2-b', 'blue-3-a'],
        ],
        ['blue-1-b', 'blue-2-b', 'blue-3-a'],
      ),
    ];
    const s = spec();
    for (const viewer of [ann, bob, null]) {
      let seen = s.fold([]);
      for (const [n, event] of events.entries()) {
        seen = rummiduck.evolve(seen, rummiduck.standIn!(seen, rummiduck.redact(event, viewer)));
        const shown = rummiduck.board(s.fold(events.slice(0, n + 1)), viewer);
        expect(rummiduck.board(seen, viewer), `${event.type} seen by ${viewer}`).toEqual(shown);
      }
    }
  });
});
