/** Quicks' part of the contract (docs/contract.md, docs/rules/quicks.md): steps, board, events and moves. */
import * as z from 'zod';
import type { Board, Event } from '../../domain/quicks/index.ts';
import { commandSchema } from '../../domain/quicks/commands.ts';
import { ROWS } from '../../domain/quicks/rows.ts';
import { describes, describesEvents, eventSchema, PlayerId, Points } from './shared.ts';

const Row = z.enum(ROWS).meta({ id: 'QuicksRow', description: 'A row of the sheet.' });
const Die = z.int().min(1).max(6);
/** The field that names who acted, in one place: Quicks' events spell it the same way. */
const actor = { playerId: PlayerId };

export const steps = ['throw', 'white', 'colour'] as const;

const Dice = z
  .object({
    white: z.tuple([Die, Die]),
    red: Die.optional(),
    yellow: Die.optional(),
    green: Die.optional(),
    blue: Die.optional(),
  })
  .describe('The dice of this turn; a die out of the game (its row locked) is absent.');

export const board = describes<Board>()(
  z
    .object({
      dice: Dice.nullable().describe("Null until the turn's dice are thrown."),
      lockedRows: z.array(Row).describe('Rows closed for everyone; their dice are out of the game.'),
      sheets: z.record(
        PlayerId,
        z.object({
          rows: z
            .object({ red: z.array(Points), yellow: z.array(Points), green: z.array(Points), blue: z.array(Points) })
            .describe('The numbers crossed in each row, in the order crossed.'),
          locks: z.array(Row).describe('The rows this player locked.'),
          penalties: z.int().min(0),
          score: Points,
        }),
      ),
    })
    .meta({ id: 'QuicksBoard', description: 'Every sheet is open: all viewers see the same board.' }),
);

const own = [
  eventSchema('Quicks', 'TurnBegan', { thrower: PlayerId }, 'Step `throw` begins: `thrower` is to throw.'),
  eventSchema('Quicks', 'DiceThrown', { thrower: PlayerId, dice: Dice }, 'The dice fell; step `white` begins.'),
  eventSchema('Quicks', 'Crossed', { ...actor, row: Row, number: z.int().min(2).max(12) }, 'A player crossed `number` in `row`.'),
  eventSchema('Quicks', 'Passed', { ...actor }, "A player let the step's dice be."),
  eventSchema('Quicks', 'RowLocked', { row: Row }, 'The row closes for everyone and its die leaves the game.'),
  eventSchema(
    'Quicks',
    'ColourStepBegan',
    { thrower: PlayerId },
    'Step `colour` begins: the thrower may add a white die to a coloured one.',
  ),
  eventSchema('Quicks', 'PenaltyTaken', { ...actor }, 'The thrower crossed nothing in either step of their turn.'),
] as const;
describesEvents<Exclude<Event, { type: 'GameEnded' | 'PlayerResigned' }>>()(z.union(own));
export const events = own;

/** Quicks' commands are the domain's own schemas; every legal move is a command as it is sent. */
export const commands = commandSchema.options;
export const moves = commandSchema;
