/**
 * The Dice Kings bots: always a legal command when awaited, nothing otherwise, and a choice that
 * is a function of the bot's own view alone (ruling Bots 1). The strong bot's tables here are
 * solved with a low `UpperBonusAt`, which makes them quick to solve and changes nothing of what
 * is legal; the default tables are tested in optimum.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOXES, UPPER_BOXES, type Box } from '../../../../domain/dice-kings/boxes.ts';
import { diceKingsBot, Optimums } from '../../../../domain/dice-kings/bot/index.ts';
import { play } from '../../../../domain/platform/index.ts';
import { isViolation } from '../../../../domain/kernel/index.ts';
import { testDraws } from '../../../support/spec.ts';
import { diceKingsView, randomGame, reach, type Target } from './games.ts';

const optimums = new Optimums();
const strong = diceKingsBot('strong', optimums);
const easy = diceKingsBot('easy', optimums);
const JOKER_RULES = ['free', 'forced', false] as const;
const quick = (JokerRule: (typeof JOKER_RULES)[number], Columns: 1 | 3) => ({ JokerRule, Columns, UpperBonusAt: 10 });

describe('the bots move legally', () => {
  const games = JOKER_RULES.flatMap((JokerRule) =>
    ([1, 3] as const).flatMap((Columns) => [1, 2].map((players) => ({ config: quick(JokerRule, Columns), players }))),
  );

  it.each(games)(
    'in every position of random games, each bot sends a listed move the game accepts, and none when not awaited ($config.JokerRule, $config.Columns columns, $players players)',
    ({ config, players }) => {
      for (const [seed, state] of randomGame(config, players, 11 * players + config.Columns).entries()) {
        if (state.status !== 'playing') continue;
        for (const player of state.players) {
          const seen = diceKingsView(state, player.playerId);
          const awaited = seen.turn!.awaiting.includes(player.playerId);
          for (const bot of [strong, easy]) {
            const choice = bot(seen, player.playerId);
            if (!awaited) {
              expect(choice).toBeNull();
              continue;
            }
            expect(state.rules.legalMoves(state.rulesState, player.playerId), `seed ${seed}`).toContainEqual(choice!.move);
            expect(isViolation(play(state, { ...choice!.move }, player.playerId, 1, testDraws()))).toBe(false);
            // "The view marks the boxes it may not go in": a bot never writes in one.
            const move = choice!.move;
            if (move.type === 'score') expect(seen.board!.marked ?? []).not.toContainEqual({ column: move.column ?? 0, box: move.box });
          }
        }
      }
    },
  );
});

/** Points a box can really hold: any count of its face above, 0 or the box's points (or a sum) below. */
const pointsArb = (box: Box): fc.Arbitrary<number> => {
  const face = UPPER_BOXES.indexOf(box as never) + 1;
  if (face > 0) return fc.integer({ min: 0, max: 5 }).map((count) => face * count);
  const fixed: Partial<Record<Box, number>> = { fullHouse: 25, smallStraight: 30, largeStraight: 40, diceKings: 50 };
  return fixed[box] !== undefined ? fc.constantFrom(0, fixed[box]) : fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 30 }));
};

const columnArb = fc
  .record({
    filled: fc.subarray([...BOXES]),
    points: fc.record(Object.fromEntries(BOXES.map((box) => [box, pointsArb(box)])) as Record<Box, fc.Arbitrary<number>>),
    extraKings: fc.constantFrom(0, 0, 100, 200),
  })
  .map(({ filled, points, extraKings }) => ({
    boxes: Object.fromEntries(filled.map((box) => [box, points[box]])) as Partial<Record<Box, number>>,
    // More Dice Kings points only where the Dice Kings box holds 50 (ruling 4).
    extraKings: filled.includes('diceKings') && points.diceKings === 50 ? extraKings : 0,
  }));

const targetArb: fc.Arbitrary<Target> = fc
  .record({
    JokerRule: fc.constantFrom(...JOKER_RULES),
    Columns: fc.constantFrom(1 as const, 3 as const),
    players: fc.integer({ min: 1, max: 3 }),
    dice: fc.option(
      fc.oneof(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }), fc.constantFrom([4, 4, 4, 4, 4], [6, 6, 6, 6, 6])),
      { nil: null },
    ),
    rollsLeft: fc.constantFrom(0 as const, 1 as const, 2 as const),
    pads: fc.array(fc.array(columnArb, { minLength: 3, maxLength: 3 }), { minLength: 3, maxLength: 3 }),
  })
  .filter(({ Columns, pads }) => pads[0]!.slice(0, Columns).some((column) => Object.keys(column.boxes).length < BOXES.length))
  .map(({ JokerRule, Columns, players, dice, rollsLeft, pads }) => ({
    config: quick(JokerRule, Columns),
    pads: pads.slice(0, players).map((pad) => pad.slice(0, Columns)),
    dice,
    rollsLeft,
  }));

describe('ruling Bots 1: "A bot\'s move is decided from the bot\'s own view alone"', () => {
  it('the same view reached through different histories, dice, game ids and times gets the same move, also as JSON', () => {
    fc.assert(
      fc.property(targetArb, fc.integer(), fc.integer(), (target, seedA, seedB) => {
        const a = diceKingsView(reach(target, seedA), 'p0');
        const b = diceKingsView(reach(target, seedB), 'p0');
        // What differs between the two games is the platform's bookkeeping; the board and the config are one.
        expect(b.board).toEqual(a.board);
        expect(b.config).toEqual(a.config);
        if (seedA !== seedB) expect(b.gameId).not.toBe(a.gameId);
        for (const bot of [strong, easy]) {
          const choice = bot(a, 'p0');
          expect(choice).not.toBeNull();
          expect(bot(b, 'p0')).toEqual(choice);
          expect(bot(JSON.parse(JSON.stringify(a)), 'p0')).toEqual(choice);
        }
      }),
      { numRuns: 150, seed: 2026 },
    );
  });
});

describe('easy', () => {
  const at = (dice: number[] | null, rollsLeft: 0 | 1 | 2, boxes: Partial<Record<Box, number>> = {}) =>
    diceKingsView(reach({ config: { Columns: 1 }, pads: [[{ boxes, extraKings: 0 }]], dice, rollsLeft }, 1), 'p0');

  it('rolls first, then keeps the dice of its most common face (the higher face on a tie) while it may roll', () => {
    expect(easy(at(null, 2), 'p0')!.move).toEqual({ type: 'roll' });
    expect(easy(at([2, 5, 2, 5, 1], 2), 'p0')!.move).toEqual({ type: 'roll', keep: [1, 3] });
    expect(easy(at([3, 1, 3, 3, 6], 1), 'p0')!.move).toEqual({ type: 'roll', keep: [0, 2, 3] });
  });

  it("fills the box that scores the most now (ruling 8's choice) when it may not roll, or holds a five of a kind", () => {
    expect(easy(at([3, 1, 3, 3, 6], 0), 'p0')!.move).toEqual({ type: 'score', box: 'threeOfAKind' });
    expect(easy(at([5, 5, 5, 5, 5], 2), 'p0')!.move).toEqual({ type: 'score', box: 'diceKings' });
    expect(easy(at([1, 2, 3, 4, 5], 0, { largeStraight: 40 }), 'p0')!.move).toEqual({ type: 'score', box: 'smallStraight' });
  });

  it('no expected score: only the strong bot of one column can tell it', () => {
    expect(easy(at([1, 2, 3, 4, 5], 0), 'p0')).not.toHaveProperty('expectedScore');
  });
});
