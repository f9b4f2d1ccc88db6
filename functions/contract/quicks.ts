/** Quicks' part of the contract (docs/contract.md, docs/rules/quicks.md): steps, board, events and moves. */
import * as z from 'zod';
import type { Board } from '../../domain/quicks/index.ts';
import { commandSchema } from '../../domain/quicks/commands.ts';
import { diceSchema as Dice, eventSchemas, rowSchema as Row } from '../../domain/quicks/events.ts';
import { describes, listed, PlayerId, Points } from './shared.ts';

export const steps = ['throw', 'white', 'colour'] as const;

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

/** Quicks' own events as the events list shows them. */
export const events = eventSchemas.map((event) => listed('Quicks', event));

/** Quicks' commands are the domain's own schemas; every legal move is a command as it is sent. */
export const commands = commandSchema.options;
export const moves = commandSchema;
