import * as z from 'zod';

/** TurnTime's longest: 14 days (docs/contract.md, Notifications: Long games). */
export const MAX_TURN_TIME = 1_209_600;

/**
 * `TurnTime`, the seconds a step may last before its default is applied: every game takes it,
 * with its own default, and refuses the same values (a whole number from 1 to 14 days, for
 * correspondence games whose players move once a day or less).
 */
export const turnTime = (defaultSeconds: number) => z.int().min(1).max(MAX_TURN_TIME).default(defaultSeconds);

/** `Stake`, the chips each seated player puts in the pot at the start (docs/contract.md, Chips and the pot): 0 plays for nothing. */
export const stake = z.int().min(0).max(1_000_000).default(0);

/** The keys every game's config takes besides its rules' own, said once: `TurnTime` (with the game's default) and `Stake`. */
export const everyGameConfig = (turnTimeDefault: number) => ({ TurnTime: turnTime(turnTimeDefault), Stake: stake });
