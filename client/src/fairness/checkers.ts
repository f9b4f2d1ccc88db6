import type { CheckerOf } from './checker.ts';
import { diceKingsChecker } from './dice-kings.ts';
import { quicksChecker } from './quicks.ts';
import { rummiduckChecker } from './rummiduck.ts';

/**
 * The checker of each game this SDK ships, by the name its `GameCreated` gives: the one place
 * a game joins the verifier. A game it does not ship is checked with a checker given to
 * `verifyGame` (its `checkers` option).
 */
export const checkers = {
  quicks: quicksChecker,
  'dice-kings': diceKingsChecker,
  rummiduck: rummiduckChecker,
} as const satisfies Readonly<Record<string, CheckerOf>>;

/** A game this SDK verifies by itself. */
export type VerifiedGame = keyof typeof checkers;

/** What each shipped game's re-derivation learns beyond its tally: shown in its verdict once every event holds. */
export type Revealed = { readonly [G in VerifiedGame]: ReturnType<ReturnType<(typeof checkers)[G]>['revealed']> };
