import * as z from 'zod';
import { ROWS } from './rows.ts';

/** The command bodies of docs/contract.md; `white` is given in step `colour` only. */
export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('throw') }),
  z.strictObject({
    type: z.literal('cross'),
    row: z.enum(ROWS),
    white: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  z.strictObject({ type: z.literal('pass') }),
]);

export type Command = z.output<typeof commandSchema>;
export type Cross = Extract<Command, { type: 'cross' }>;
