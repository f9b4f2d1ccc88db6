/** Rummiduck's events (docs/rules/rummiduck.md, docs/rulings.md), declared once: their types are inferred, the contract lists them. */
import * as z from 'zod';
import { playerIdSchema, type GameEnded, type PlayerResigned } from '../kernel/index.ts';

/** A tile id as events carry it, by its pattern (the 106 ids spelled out would tell a reader less). */
export const tileSchema = z
  .string()
  .regex(/^(?:(?:black|blue|orange|red)-(?:[1-9]|1[0-3])-[ab]|joker-(?:red|black))$/)
  .meta({
    id: 'RummiduckTile',
    description: '`<colour>-<number>-<a|b>` (colours black, blue, orange, red; numbers 1–13), or `joker-red`, `joker-black`.',
  });

export const tableSchema = z.array(z.array(tileSchema)).describe('The sets on the table.');

const reason = z.enum(['draw', 'timeout']);

/**
 * The deal. `racks` and `bag` hold hidden tiles: stored in full, so a replay never shuffles
 * again; redacted for a viewer, `racks` keeps only the viewer's own and `bag` is absent.
 * The sizes are public and stay.
 */
export const tilesDealtSchema = z
  .object({
    type: z.literal('TilesDealt'),
    racks: z.record(playerIdSchema, z.array(tileSchema)),
    rackSizes: z.record(playerIdSchema, z.int().min(0)),
    bag: z.array(tileSchema).optional(),
    bagSize: z.int().min(0),
  })
  .describe('The deal. Other racks and the bag are hidden: only their sizes are shown.');

/** The whole table after a legal play, and the tiles that came from the player's rack. Public. */
export const tablePlayedSchema = z
  .object({ type: z.literal('TablePlayed'), playerId: playerIdSchema, table: tableSchema, laid: z.array(tileSchema) })
  .describe('The whole table after a legal play, and the tiles laid from the rack.');

/** Tiles taken from the bag's front: by a `draw`, or `TimeoutTiles` of them at a timeout. `tiles` is the drawer's alone. */
export const tilesDrawnSchema = z
  .object({
    type: z.literal('TilesDrawn'),
    playerId: playerIdSchema,
    reason,
    count: z.int().min(0),
    tiles: z.array(tileSchema).optional(),
  })
  .describe("Tiles taken from the bag's front, by a draw or at a timeout.");

/** A draw (or timeout) with an empty bag: a pass (rulings 5 and 8). */
export const passedSchema = z
  .object({ type: z.literal('Passed'), playerId: playerIdSchema, reason })
  .describe('A draw or timeout with an empty bag: a pass.');

/** Rummiduck's own events, in the order the events list shows them; every game also has PlayerResigned and GameEnded. */
export const eventSchemas = [tilesDealtSchema, tablePlayedSchema, tilesDrawnSchema, passedSchema] as const;

export type Event = z.output<(typeof eventSchemas)[number]> | PlayerResigned | GameEnded;

/** Evolve folds stored events only; a redacted event lacks what the fold needs. */
export function stored<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`a redacted event cannot be folded: ${what} is missing`);
  return value;
}
