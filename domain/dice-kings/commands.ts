import * as z from 'zod';
import { BOXES } from './boxes.ts';

/** docs/contract.md: `{ "type": "roll", "keep"?: [i, …] }`, indices 0–4 of the dice to keep. */
export const rollSchema = z.strictObject({
  type: z.literal('roll'),
  keep: z.array(z.number().int().min(0).max(4)).max(5).optional(),
});

/** docs/contract.md: `{ "type": "score", "box", "column"?: 0 | 1 | 2 }`. */
export const scoreSchema = z.strictObject({
  type: z.literal('score'),
  box: z.enum(BOXES),
  column: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});

export const commandSchema = z.discriminatedUnion('type', [rollSchema, scoreSchema]);

export type Roll = z.output<typeof rollSchema>;
export type Score = z.output<typeof scoreSchema>;
export type Command = z.output<typeof commandSchema>;
