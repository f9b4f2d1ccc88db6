import * as z from 'zod';

/**
 * `TurnTime`, the seconds a step may last before its default is applied: every game takes it,
 * with its own default, and refuses the same values (a whole number from 1 to a day).
 */
export const turnTime = (defaultSeconds: number) => z.int().min(1).max(86_400).default(defaultSeconds);
