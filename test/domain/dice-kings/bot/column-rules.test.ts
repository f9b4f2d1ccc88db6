/** The solver's compiled scoring is the domain's own: boxes allowed, points, More Dice Kings, bonus, the next state. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOXES, UPPER_BOXES, type Box } from '../../../../domain/dice-kings/boxes.ts';
import { configSchema } from '../../../../domain/dice-kings/config.ts';
import { allowedBoxes } from '../../../../domain/dice-kings/joker.ts';
import { scoreInColumn, upperBonus } from '../../../../domain/dice-kings/scoring.ts';
import type { Column } from '../../../../domain/dice-kings/state.ts';
import { choices, columnRules } from '../../../../domain/dice-kings/bot/column-rules.ts';
import { columnOf, stateOf, written } from '../../../../domain/dice-kings/bot/column-state.ts';
import { rollOf } from '../../../../domain/dice-kings/bot/dice-sets.ts';
import { solvingOrder, stateAt } from '../../../../domain/dice-kings/bot/optimum.ts';

const configArb = fc.record({
  JokerRule: fc.constantFrom('free' as const, 'forced' as const, false as const),
  ExtraKingsBonus: fc.constantFrom(100, 0, 250),
  UpperBonusAt: fc.constantFrom(63, 0, 20, 105),
  UpperBonus: fc.constantFrom(35, 0, 70),
});

const rulesOf = new Map<string, ReturnType<typeof columnRules>>();
const compiled = (config: ReturnType<typeof configSchema.parse>) => {
  const key = JSON.stringify(config);
  if (!rulesOf.has(key)) rulesOf.set(key, columnRules(config));
  return rulesOf.get(key)!;
};

/** Points a box can really hold (any count of its face for an upper box; 0 or the box's points below). */
const pointsArb = (box: Box): fc.Arbitrary<number> => {
  const face = UPPER_BOXES.indexOf(box as never) + 1;
  if (face > 0) return fc.integer({ min: 0, max: 5 }).map((count) => face * count);
  if (box === 'fullHouse') return fc.constantFrom(0, 25);
  if (box === 'smallStraight') return fc.constantFrom(0, 30);
  if (box === 'largeStraight') return fc.constantFrom(0, 40);
  if (box === 'diceKings') return fc.constantFrom(0, 50);
  return fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 30 }));
};

const columnArb: fc.Arbitrary<Column> = fc
  .record({
    boxes: fc.record(
      Object.fromEntries(BOXES.map((box) => [box, fc.option(pointsArb(box), { nil: undefined })])) as Record<
        Box,
        fc.Arbitrary<number | undefined>
      >,
    ),
    extraKings: fc.constantFrom(0, 100, 300),
  })
  .map(({ boxes, extraKings }) => ({
    boxes: Object.fromEntries(Object.entries(boxes).filter(([, points]) => points !== undefined)),
    extraKings,
  }));

/** Five dice, a five of a kind one time in three (the rolls whose boxes depend on the column). */
const diceArb = fc.oneof(
  fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }),
  fc.integer({ min: 1, max: 6 }).map((face) => [face, face, face, face, face]),
);

describe('the solver scores as the domain does', () => {
  it("choices: the boxes allowedBoxes allows, in pad order, each with scoreInColumn's points and More Dice Kings", () => {
    fc.assert(
      fc.property(configArb, columnArb, diceArb, (keys, column, dice) => {
        const config = configSchema.parse(keys);
        const expected = allowedBoxes(column, dice, config).map((box) => {
          const { points, extraKings } = scoreInColumn(column, box, dice, config);
          return { box: BOXES.indexOf(box), points, gain: points + extraKings };
        });
        expect(choices(compiled(config), stateOf(column, config), rollOf(dice))).toEqual(expected);
      }),
      { numRuns: 400, seed: 7 },
    );
  });

  it('written: the state of the column after the box is written, as evolve writes it', () => {
    fc.assert(
      fc.property(configArb, columnArb, diceArb, (keys, column, dice) => {
        const config = configSchema.parse(keys);
        for (const box of allowedBoxes(column, dice, config)) {
          const { points, extraKings } = scoreInColumn(column, box, dice, config);
          const after = { boxes: { ...column.boxes, [box]: points }, extraKings: column.extraKings + extraKings };
          expect(written(stateOf(column, config), BOXES.indexOf(box), points, config)).toEqual(stateOf(after, config));
        }
      }),
      { numRuns: 300, seed: 8 },
    );
  });

  it('the upper bonus of a full column is upperBonus of its upper total', () => {
    fc.assert(
      fc.property(configArb, columnArb, (keys, column) => {
        const config = configSchema.parse(keys);
        const full = { ...column, boxes: { ...Object.fromEntries(BOXES.map((box) => [box, 0])), ...column.boxes } };
        expect(compiled(config).bonus[stateOf(full, config).upper]).toBe(upperBonus(full, config));
      }),
      { numRuns: 200, seed: 9 },
    );
  });

  it('every reachable state read back from the column that stands for it is the same state', () => {
    const config = configSchema.parse({});
    const { at } = solvingOrder(config);
    expect(at.length).toBe(536_448);
    at.forEach((index, i) => {
      const state = stateAt(config, index);
      if (i % 97 === 0) expect(stateOf(columnOf(state), config)).toEqual(state);
    });
  });
});
