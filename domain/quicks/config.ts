import * as z from 'zod';
import { everyGameConfig } from '../kernel/index.ts';

/** Quicks' config: the keys exactly as the rules documents spell them after `Config.`. */
export const configSchema = z.strictObject({
  /** Rules, "Penalty": a penalty of 5 points. */
  PenaltyPoints: z.number().int().min(0).max(100).default(5),
  /** Rules, "Locking a row": the crosses a row needs before its last number. A row has ten before it. */
  LockAt: z.number().int().min(0).max(10).default(5),
  /** Rules, "The end": the game ends as soon as 2 rows are locked. There are four rows. */
  LockedRows: z.number().int().min(1).max(4).default(2),
  /** Rules, "The end": or a player has taken 4 penalties. */
  Penalties: z.number().int().min(1).max(20).default(4),
  /** TurnTime (seconds a step may last before its default applies) and Stake. */
  ...everyGameConfig(30),
});

export type Config = z.output<typeof configSchema>;
