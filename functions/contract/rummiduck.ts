/** Rummiduck's part of the contract (docs/contract.md, docs/rules/rummiduck.md): steps, board, events and moves. */
import * as z from 'zod';
import type { Event } from '../../domain/rummiduck/index.ts';
import { commandSchema, drawSchema } from '../../domain/rummiduck/commands.ts';
import type { Board } from '../../domain/rummiduck/view.ts';
import { describes, describesEvents, eventSchema, PlayerId } from './shared.ts';

/** A tile id, by its pattern (the 106 ids spelled out would tell a person less). */
const TileId = z
  .string()
  .regex(/^(?:(?:black|blue|orange|red)-(?:[1-9]|1[0-3])-[ab]|joker-(?:red|black))$/)
  .meta({
    id: 'RummiduckTile',
    description: '`<colour>-<number>-<a|b>` (colours black, blue, orange, red; numbers 1–13), or `joker-red`, `joker-black`.',
  });
const Table = z.array(z.array(TileId)).describe('The sets on the table.');
const Reason = z.enum(['draw', 'timeout']);

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

const own = [
  eventSchema(
    'Rummiduck',
    'TilesDealt',
    {
      racks: z.record(PlayerId, z.array(TileId)).describe("Only the caller's own rack; empty for spectators."),
      rackSizes: z.record(PlayerId, z.int().min(0)),
      bagSize: z.int().min(0),
    },
    'The deal. Other racks and the bag are hidden: only their sizes are shown.',
  ),
  eventSchema(
    'Rummiduck',
    'TablePlayed',
    { playerId: PlayerId, table: Table, laid: z.array(TileId) },
    'The whole table after a legal play, and the tiles laid from the rack.',
  ),
  eventSchema(
    'Rummiduck',
    'TilesDrawn',
    {
      playerId: PlayerId,
      reason: Reason,
      count: z.int().min(0),
      tiles: z.array(TileId).optional().describe('Only for the player who drew them.'),
    },
    "Tiles taken from the bag's front, by a draw or at a timeout.",
  ),
  eventSchema('Rummiduck', 'Passed', { playerId: PlayerId, reason: Reason }, 'A draw or timeout with an empty bag: a pass.'),
] as const;
describesEvents<Exclude<Event, { type: 'GameEnded' | 'PlayerResigned' }>>()(z.union(own));
export const events = own;

export const commands = commandSchema.options;
/** Legal moves list `play` once, without a table (the caller composes it). */
export const moves = z.discriminatedUnion('type', [z.strictObject({ type: z.literal('play') }), drawSchema]);
