export { verifyGame, type GameProof, type VerifyOptions } from './verify.ts';
export type { MoreGames, Verdict, Verified } from './verdict.ts';
export type { VerifiedGame } from './checkers.ts';
export type { RevealedRacks } from './rummiduck.ts';
// What a checker of a game the SDK does not ship is written with: the stream and the draws every game takes from it.
export type { Checker, CheckerContext, CheckerOf, Difference, EventData, NothingHidden, Tally } from './checker.ts';
export type { AsyncBytes } from './bytes.ts';
export { below, die, shuffle } from './values.ts';
export { same } from './same.ts';
export { proofOf, type FairnessView } from './proof.ts';
export { fetchProof, FetchFailed, type ApiSource } from './fetch-proof.ts';
