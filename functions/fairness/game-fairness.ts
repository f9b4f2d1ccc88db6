import type { Commitment } from '../../domain/platform/index.ts';
import type { GameState } from '../../domain/platform/index.ts';
import type { FairSeed } from './bytes.ts';
import { ALGORITHM, commitmentOf, materialOf, newClientSeed, newServerSeed } from './seeds.ts';

/** A new game's secret seed and what its creation shows of it. */
export function newCommitment(): { serverSeed: string; fairness: Commitment } {
  const serverSeed = newServerSeed();
  return { serverSeed, fairness: { algorithm: ALGORITHM, commitment: commitmentOf(serverSeed) } };
}

/** A player's client seed: the one they sent, or one the server picks for them (docs/contract.md, Fairness). */
export const clientSeedOr = (given: string | undefined): string => given ?? newClientSeed();

/**
 * What fixes the game's byte stream: its server seed, its id and the client seeds of its seats
 * in seat order. Draws happen from the start on, when the seats no longer change (resigning
 * keeps the seat), so the seats now are the seats at the start.
 */
export function fairSeedOf(state: GameState, serverSeed: string): FairSeed {
  const seeds = state.players.map((p) => p.clientSeed);
  if (!state.fairness || seeds.some((seed) => seed === null))
    throw new Error(`game ${state.gameId} was stored before fairness was recorded: it cannot draw`);
  return { serverSeed, gameId: state.gameId, material: materialOf(seeds as string[]) };
}
