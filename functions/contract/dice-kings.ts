/** Dice Kings' part of the contract (docs/contract.md, docs/rules/dice-kings.md): steps, board, events and moves. */
import * as z from 'zod';
import { BOXES } from '../../domain/dice-kings/boxes.ts';
import { commandSchema } from '../../domain/dice-kings/commands.ts';
import { boxSchema as Box, dieSchema as Die, eventSchemas } from '../../domain/dice-kings/events.ts';
import type { board as boardOf } from '../../domain/dice-kings/view.ts';
import { describes, listed, PlayerId, Points } from './shared.ts';

export const steps = ['roll', 'choose'] as const;

const PadColumn = z.object({
  boxes: z
    .object(
      Object.fromEntries(BOXES.map((box) => [box, Points.nullable()])) as Record<(typeof BOXES)[number], z.ZodNullable<typeof Points>>,
    )
    .describe('Every box of the column: its points, or null while it is open.'),
  upperBonus: Points,
  extraKings: Points.describe("The extra Dice Kings points of this column, before the column's weight."),
  total: Points.describe("The column's points after its weight (×1, ×2, ×3)."),
});

export const board = describes<ReturnType<typeof boardOf>>()(
  z
    .object({
      dice: z.array(Die).length(5).nullable().describe('The five dice of this turn; null before its first roll.'),
      rollsLeft: z.int().min(0).max(3),
      pads: z.record(PlayerId, z.object({ columns: z.array(PadColumn).min(1).max(3), score: Points })),
      marked: z
        .array(z.object({ column: z.int().min(0).max(2), box: Box }))
        .optional()
        .describe('JokerRule `forced` only: the open boxes of the current player the dice may not go in (marked × on the pad).'),
    })
    .meta({ id: 'DiceKingsBoard', description: 'Nothing is hidden in Dice Kings: all viewers see the same board.' }),
);

/** Dice Kings' own events as the events list shows them. */
export const events = eventSchemas.map((event) => listed('DiceKings', event));

/** Dice Kings' commands are the domain's own schemas; every legal move is a command as it is sent. */
export const commands = commandSchema.options;
export const moves = commandSchema;
