/** Dice Kings' part of the contract (docs/contract.md, docs/rules/dice-kings.md): steps, board, events and moves. */
import * as z from 'zod';
import type { Event } from '../../domain/dice-kings/index.ts';
import { BOXES } from '../../domain/dice-kings/boxes.ts';
import { commandSchema } from '../../domain/dice-kings/commands.ts';
import type { board as boardOf } from '../../domain/dice-kings/view.ts';
import { describes, describesEvents, eventSchema, PlayerId, Points } from './shared.ts';

const Box = z.enum(BOXES).meta({ id: 'DiceKingsBox', description: 'A box of a Dice Kings column.' });
const Die = z.int().min(1).max(6);
const Column = z.int().min(0).max(2).describe('The column, 0 to 2 (always 0 with one column).');

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

const own = [
  eventSchema('DiceKings', 'TurnStarted', { playerId: PlayerId }, "A player's turn begins: no dice yet, three rolls left."),
  eventSchema(
    'DiceKings',
    'DiceRolled',
    { playerId: PlayerId, keep: z.array(z.int().min(0).max(4)).max(5), dice: z.array(Die).length(5) },
    'A roll: `keep` names the positions kept, `dice` all five values after it.',
  ),
  eventSchema(
    'DiceKings',
    'BoxScored',
    { playerId: PlayerId, column: Column, box: Box, points: Points, extraKings: Points },
    "The turn's box is filled: its points, and any extra Dice Kings bonus earned.",
  ),
] as const;
describesEvents<Exclude<Event, { type: 'GameEnded' | 'PlayerResigned' }>>()(z.union(own));
export const events = own;

/** Dice Kings' commands are the domain's own schemas; every legal move is a command as it is sent. */
export const commands = commandSchema.options;
export const moves = commandSchema;
