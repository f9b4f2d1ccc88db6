export { verifyGame, type GameProof } from './verify.ts';
export type { EventData, RevealedRacks, Tally, Verdict, Verified, VerifiedGame } from './verdict.ts';
export { proofOf, type FairnessView } from './proof.ts';
export { fetchProof, FetchFailed, type ApiSource } from './fetch-proof.ts';
