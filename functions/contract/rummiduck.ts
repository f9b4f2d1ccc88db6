/** Rummiduck's part of the contract (docs/contract.md, docs/rules/rummiduck.md): steps, board, events and moves. */
import * as z from 'zod';
import { commandSchema, drawSchema } from '../../domain/rummiduck/commands.ts';
import {
  passedSchema,
  tablePlayedSchema,
  tableSchema as Table,
  tileSchema as TileId,
  tilesDealtSchema,
  tilesDrawnSchema,
} from '../../domain/rummiduck/events.ts';
import type { Board } from '../../domain/rummiduck/view.ts';
import { describes, listed, PlayerId } from './shared.ts';

export const steps = ['move'] as const;

export const board = describes<Board>()(
  z
    .object({
      table: Table,
      bag: z.int().min(0).describe('How many tiles the bag holds.'),
      racks: z.record(PlayerId, z.int().min(0)).describe('How many tiles each rack holds.'),
      rack: z.array(TileId).optional().describe("The caller's own rack; absent for other players and spectators."),
      hasMelded: z.record(PlayerId, z.boolean()),
    })
    .meta({ id: 'RummiduckBoard', description: 'The table is open; of the racks, each viewer sees only their own.' }),
);

/** Rummiduck's own events as the events list shows them: the hidden tiles redacted (domain/rummiduck/view.ts). */
export const events = [
  listed(
    'Rummiduck',
    tilesDealtSchema
      .omit({ bag: true })
      .extend({ racks: tilesDealtSchema.shape.racks.describe("Only the caller's own rack; empty for spectators.") }),
    tilesDealtSchema.description,
  ),
  listed('Rummiduck', tablePlayedSchema),
  listed(
    'Rummiduck',
    tilesDrawnSchema.extend({ tiles: tilesDrawnSchema.shape.tiles.describe('Only for the player who drew them.') }),
    tilesDrawnSchema.description,
  ),
  listed('Rummiduck', passedSchema),
];

export const commands = commandSchema.options;
/** Legal moves list `play` once, without a table (the caller composes it). */
export const moves = z.discriminatedUnion('type', [z.strictObject({ type: z.literal('play') }), drawSchema]);
