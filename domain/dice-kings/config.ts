import * as z from 'zod';
import { everyGameConfig } from '../kernel/index.ts';

/**
 * The keys exactly as docs/rules/dice-kings.md spells them after `Config.`, with its defaults.
 * Ranges: the upper section can hold at most 5 × (1+…+6) = 105 points, so a higher
 * `UpperBonusAt` could never be reached; bonuses are whole points up to 1000.
 */
export const configSchema = z.strictObject({
  UpperBonusAt: z.number().int().min(0).max(105).default(63),
  UpperBonus: z.number().int().min(0).max(1000).default(35),
  ExtraKingsBonus: z.number().int().min(0).max(1000).default(100),
  JokerRule: z.union([z.literal('free'), z.literal('forced'), z.literal(false)]).default('free'),
  Columns: z.union([z.literal(1), z.literal(3)]).default(1),
  /** TurnTime (seconds a turn may last before its default applies) and Stake. */
  ...everyGameConfig(60),
});

export type Config = z.output<typeof configSchema>;
