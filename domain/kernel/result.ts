import type { PlayerId } from './player.ts';

/** How a game ended: every tied winner, and every seated player's score. */
export interface Result {
  readonly winners: PlayerId[];
  readonly scores: Record<PlayerId, number>;
}

/** The most points win; every player tied on the most points wins too. */
export function highestScoresWin(scores: Record<PlayerId, number>, seatOrder: readonly PlayerId[]): Result {
  const best = Math.max(...seatOrder.map((p) => scores[p] ?? 0));
  return { winners: seatOrder.filter((p) => scores[p] === best), scores: { ...scores } };
}
