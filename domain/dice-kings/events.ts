/** Dice Kings' events (docs/rules/dice-kings.md, docs/rulings.md), declared once: their types are inferred, the contract lists them. */
import * as z from 'zod';
import { playerIdSchema, type GameEnded, type PlayerResigned } from '../kernel/index.ts';
import { BOXES } from './boxes.ts';

export const boxSchema = z.enum(BOXES).meta({ id: 'DiceKingsBox', description: 'A box of a Dice Kings column.' });

/** One die's face. */
export const dieSchema = z.int().min(1).max(6);

/** A player's turn begins: no dice yet, three rolls left (step `roll`). */
export const turnStartedSchema = z
  .object({ type: z.literal('TurnStarted'), playerId: playerIdSchema })
  .describe("A player's turn begins: no dice yet, three rolls left.");

/** A roll: `keep` names the positions kept, `dice` all five values after the roll (so a replay never draws). */
export const diceRolledSchema = z
  .object({
    type: z.literal('DiceRolled'),
    playerId: playerIdSchema,
    keep: z.array(z.int().min(0).max(4)).max(5),
    dice: z.array(dieSchema).length(5),
  })
  .describe('A roll: `keep` names the positions kept, `dice` all five values after it.');
export type DiceRolled = z.output<typeof diceRolledSchema>;

/** The one box of the turn is filled: its points, and any More Dice Kings bonus earned (ruling 4). */
export const boxScoredSchema = z
  .object({
    type: z.literal('BoxScored'),
    playerId: playerIdSchema,
    column: z.int().min(0).max(2).describe('The column, 0 to 2 (always 0 with one column).'),
    box: boxSchema,
    points: z.int(),
    extraKings: z.int(),
  })
  .describe("The turn's box is filled: its points, and any extra Dice Kings bonus earned.");
export type BoxScored = z.output<typeof boxScoredSchema>;

/** Dice Kings' own events, in the order the events list shows them; every game also has PlayerResigned and GameEnded. */
export const eventSchemas = [turnStartedSchema, diceRolledSchema, boxScoredSchema] as const;

export type Event = z.output<(typeof eventSchemas)[number]> | PlayerResigned | GameEnded;
