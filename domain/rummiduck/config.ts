import * as z from 'zod';
import { everyGameConfig } from '../kernel/index.ts';

/**
 * The keys exactly as docs/rules/rummiduck.md spells them after `Config.`, with its defaults.
 * StartTiles stops at 26 so that four players can be dealt from the 106 tiles (4 × 26 = 104).
 */
export const configSchema = z.strictObject({
  StartTiles: z.int().min(1).max(26).default(14),
  InitialMeld: z.int().min(0).max(200).default(30),
  TimeoutTiles: z.int().min(1).max(10).default(1),
  JokerPoints: z.int().min(0).max(100).default(30),
  JokerColourMatters: z.boolean().default(false),
  /** TurnTime (seconds a step may last before its default applies) and Stake. */
  ...everyGameConfig(120),
});

export type Config = z.infer<typeof configSchema>;
