/** High Roll's part of the contract, as each game's file of functions/contract/ is. */
import * as z from 'zod';
import { describes, listed, PlayerId } from '../../../functions/contract/shared.ts';
import type { ContractPart } from '../../../functions/contract/registry.ts';
import { commandSchema, eventSchemas, type Board } from './rules.ts';

const Die = z.int().min(1).max(6);

const board = describes<Board>()(
  z
    .object({ rolls: z.record(PlayerId, Die).describe("Each player's die, once rolled.") })
    .meta({ id: 'HighRollBoard', description: 'Both dice are open: all viewers see the same board.' }),
);

const events = eventSchemas.map((event) => listed('HighRoll', event));

export const highRollContract: ContractPart = {
  steps: ['roll'],
  board,
  events,
  commands: commandSchema.options,
  moves: commandSchema,
};
