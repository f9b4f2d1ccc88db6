/** Quicks' events (docs/rules/quicks.md, docs/rulings.md), declared once: their types are inferred, the contract lists them. */
import * as z from 'zod';
import { playerIdSchema, type GameEnded, type PlayerResigned } from '../kernel/index.ts';
import { ROWS } from './rows.ts';

export const rowSchema = z.enum(ROWS).meta({ id: 'QuicksRow', description: 'A row of the sheet.' });

const die = z.int().min(1).max(6);

/** The dice of one throw: the two white ones and each coloured die still in the game. */
export const diceSchema = z
  .object({
    white: z.tuple([die, die]),
    red: die.optional(),
    yellow: die.optional(),
    green: die.optional(),
    blue: die.optional(),
  })
  .describe('The dice of this turn; a die out of the game (its row locked) is absent.');
export type Dice = z.output<typeof diceSchema>;

/** A player's turn begins with step `throw`: they are the thrower, to throw all dice still in the game. */
export const turnStartedSchema = z
  .object({ type: z.literal('TurnStarted'), playerId: playerIdSchema })
  .describe("A player's turn begins: step `throw`, they are to throw.");

/** The dice fell (the values recorded, so a replay never throws again); step `white` begins. */
export const diceThrownSchema = z
  .object({ type: z.literal('DiceThrown'), thrower: playerIdSchema, dice: diceSchema })
  .describe('The dice fell; step `white` begins.');

/** A player crossed `number` in `row`; the last number of a row is that player's lock cross. */
export const crossedSchema = z
  .object({ type: z.literal('Crossed'), playerId: playerIdSchema, row: rowSchema, number: z.int().min(2).max(12) })
  .describe('A player crossed `number` in `row`.');

/** A player let the step's dice be (a decision in step `white`, the end of step `colour`). */
export const passedSchema = z.object({ type: z.literal('Passed'), playerId: playerIdSchema }).describe("A player let the step's dice be.");

/** The row closes for everyone and the die of its colour leaves the game (ruling 4). */
export const rowLockedSchema = z
  .object({ type: z.literal('RowLocked'), row: rowSchema })
  .describe('The row closes for everyone and its die leaves the game.');

/** Step `colour` begins: the thrower may add a white die to a coloured one. */
export const colourStepBeganSchema = z
  .object({ type: z.literal('ColourStepBegan'), thrower: playerIdSchema })
  .describe('Step `colour` begins: the thrower may add a white die to a coloured one.');

/** The thrower crossed nothing in either step of their turn (ruling 7). */
export const penaltyTakenSchema = z
  .object({ type: z.literal('PenaltyTaken'), playerId: playerIdSchema })
  .describe('The thrower crossed nothing in either step of their turn.');

/** Quicks' own events, in the order the events list shows them; every game also has PlayerResigned and GameEnded. */
export const eventSchemas = [
  turnStartedSchema,
  diceThrownSchema,
  crossedSchema,
  passedSchema,
  rowLockedSchema,
  colourStepBeganSchema,
  penaltyTakenSchema,
] as const;

export type Event = z.output<(typeof eventSchemas)[number]> | PlayerResigned | GameEnded;

type Written = { readonly type: string } & Record<string, unknown>;

/**
 * Events of older schemas read in today's shape, so old games fold and list alike:
 * - schema 1 (items stored without a schema): Crossed, Passed and PenaltyTaken named the
 *   actor `player` before every game named it `playerId`;
 * - schemas 1 and 2: a turn began with `TurnBegan { thrower }` before every game began it
 *   with `TurnStarted { playerId }`.
 */
export function upcast(stored: Written, schema: number): Event {
  const actorNamed = schema >= 2 ? stored : playerIdOfPlayer(stored);
  const turnNamed = schema >= 3 ? actorNamed : turnStartedOfTurnBegan(actorNamed);
  // The domain wrote the event under `schema`: after the steps from that schema on, it has today's shape.
  return turnNamed as unknown as Event;
}

function playerIdOfPlayer(stored: Written): Written {
  const { player, ...rest } = stored;
  return typeof player === 'string' ? { ...rest, playerId: player } : stored;
}

function turnStartedOfTurnBegan(stored: Written): Written {
  if (stored.type !== 'TurnBegan') return stored;
  const { thrower, ...rest } = stored;
  return { ...rest, type: 'TurnStarted', playerId: thrower };
}
