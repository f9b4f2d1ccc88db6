import { z } from 'zod';
import { ALL_TILES } from './tiles.ts';

const tileId = z.enum(ALL_TILES as [string, ...string[]]);

/** API.md: the whole table as it must lie after the move. Bounded by the 106 tiles. */
export const playSchema = z.strictObject({
  type: z.literal('play'),
  table: z.array(z.array(tileId).max(106)).max(106),
});
export const drawSchema = z.strictObject({ type: z.literal('draw') });

export const commandSchema = z.discriminatedUnion('type', [playSchema, drawSchema]);

export type Play = z.infer<typeof playSchema>;
export type Draw = z.infer<typeof drawSchema>;
export type Command = z.infer<typeof commandSchema>;
