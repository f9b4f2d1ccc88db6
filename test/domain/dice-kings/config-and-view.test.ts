/** The config (docs/contract.md defaults and ranges), the turn, the board and redaction. */
import { describe, expect, it } from 'vitest';
import { diceKings } from '../../../domain/dice-kings/index.ts';
import { rolled, spec, started } from './helpers.ts';
import { testDraws } from '../../support/spec.ts';

describe('config', () => {
  const parse = (config: unknown) => diceKings.configSchema.safeParse(config);

  it("takes the documents' defaults", () => {
    expect(parse({}).data).toEqual({
      UpperBonusAt: 63,
      UpperBonus: 35,
      ExtraKingsBonus: 100,
      JokerRule: 'free',
      Columns: 1,
      TurnTime: 60,
      Stake: 0,
    });
  });

  it('refuses unknown keys and out-of-range values', () => {
    expect(parse({ Rounds: 13 }).success).toBe(false);
    expect(parse({ Columns: 2 }).success).toBe(false);
    expect(parse({ JokerRule: true }).success).toBe(false);
    expect(parse({ JokerRule: 'strict' }).success).toBe(false);
    expect(parse({ TurnTime: 0 }).success).toBe(false);
    expect(parse({ TurnTime: 1.5 }).success).toBe(false);
    expect(parse({ UpperBonusAt: 106 }).success).toBe(false);
    expect(parse({ UpperBonus: -1 }).success).toBe(false);
  });

  it('accepts every documented value', () => {
    expect(parse({ JokerRule: false, Columns: 3, TurnTime: 1 }).success).toBe(true);
    expect(parse({ JokerRule: 'forced' }).success).toBe(true);
  });

  it('docs/contract.md: "Player counts: … Dice Kings 1–6"', () => {
    expect(diceKings.seats).toEqual({ min: 1, max: 6 });
  });
});

describe('turn and board', () => {
  const two = spec({}, ['ann', 'bob']);

  it('steps: `roll` (no roll yet this turn), then `choose`; the number changes only when a turn begins (ruling 8: TurnTime per turn)', () => {
    const events = diceKings.start(two.config, ['ann', 'bob'], testDraws());
    expect(events).toEqual([started('ann')]);
    expect(diceKings.turn(two.fold([]))).toBeNull();
    expect(diceKings.turn(two.fold(events))).toEqual({ playerId: 'ann', step: 'roll', awaiting: ['ann'], period: 0 });
    const once = two.fold([...events, rolled([1, 2, 3, 4, 5])]);
    expect(diceKings.turn(once)).toEqual({ playerId: 'ann', step: 'choose', awaiting: ['ann'], period: 0 });
    const twice = two.fold([...events, rolled([1, 2, 3, 4, 5]), rolled([1, 2, 3, 4, 4], 'ann', [0, 1, 2, 3])]);
    expect(diceKings.turn(twice)).toMatchObject({ step: 'choose', period: 0 });
  });

  it('the board of docs/contract.md: dice, rollsLeft, pads with columns and score', () => {
    const state = two.fold([started('ann'), rolled([3, 3, 4, 5, 6])]);
    const board = diceKings.board(state, null) as any;
    expect(Object.keys(board)).toEqual(['dice', 'rollsLeft', 'pads']);
    expect(board.dice).toEqual([3, 3, 4, 5, 6]);
    expect(board.rollsLeft).toBe(2);
    expect(Object.keys(board.pads)).toEqual(['ann', 'bob']);
    expect(board.pads.bob).toEqual({
      columns: [{ boxes: expect.objectContaining({ ones: null, chance: null }), upperBonus: 0, extraKings: 0, total: 0 }],
      score: 0,
    });
    expect(Object.keys(board.pads.bob.columns[0].boxes)).toHaveLength(13);
    expect(diceKings.board(two.fold([started('ann')]), 'bob')).toMatchObject({ dice: null, rollsLeft: 3 });
  });

  it('every viewer sees the same board and events: Dice Kings hides nothing', () => {
    const state = two.fold([started('ann'), rolled([3, 3, 4, 5, 6])]);
    expect(diceKings.board(state, 'ann')).toEqual(diceKings.board(state, null));
    const event = rolled([3, 3, 4, 5, 6]);
    expect(diceKings.redact(event as never, 'bob')).toEqual(event);
  });
});
