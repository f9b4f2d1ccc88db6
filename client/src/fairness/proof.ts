import type { EventData } from './checker.ts';
import type { GameProof } from './verify.ts';

/** The parts of a game view (`GET /games/{id}`) a proof is made of. */
export interface FairnessView {
  readonly gameId: string;
  readonly players: readonly { readonly playerId: string; readonly seat: number }[];
  readonly fairness: {
    readonly algorithm: string;
    readonly commitment: string;
    readonly clientSeeds: Readonly<Record<string, string>>;
    readonly serverSeed: string | null;
    readonly rigged: boolean;
  };
}

/** A proof from a finished game's view and its events; a seat the view shows no seed for has none (the verifier says so). */
export function proofOf(view: FairnessView, events: readonly EventData[]): GameProof {
  const seats = [...view.players].sort((a, b) => a.seat - b.seat);
  return {
    gameId: view.gameId,
    algorithm: view.fairness.algorithm,
    commitment: view.fairness.commitment,
    serverSeed: view.fairness.serverSeed,
    rigged: view.fairness.rigged,
    seats: seats.map(({ playerId }) => ({ playerId, clientSeed: view.fairness.clientSeeds[playerId] ?? '' })),
    events,
  };
}
