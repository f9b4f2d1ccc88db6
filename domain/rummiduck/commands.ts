import * as z from 'zod';
import { ALL_TILES } from './tiles.ts';

// A custom message: zod's own lists all 106 ids, the hidden ones among them, and no person reads that.
const tileId = z.enum(ALL_TILES as [string, ...string[]], {
  error:
    'not a Rummiduck tile: tiles are <colour>-<number>-<a|b> with colours black, blue, orange, red and numbers 1 to 13, or a joker, joker-<red|black>',
});

/** docs/contract.md: the whole table as it must lie after the move. Bounded by the 106 tiles. */
export const playSchema = z.strictObject({
  type: z.literal('play'),
  table: z.array(z.array(tileId).max(106)).max(106),
});
export const drawSchema = z.strictObject({ type: z.literal('draw') });

export const commandSchema = z.discriminatedUnion('type', [playSchema, drawSchema]);

export type Play = z.infer<typeof playSchema>;
export type Draw = z.infer<typeof drawSchema>;
export type Command = z.infer<typeof commandSchema>;
