import * as z from 'zod';
import { playerIdSchema, type PlayerId } from './player.ts';

/** How a game ended: every tied winner, and every seated player's score (docs/contract.md's `result`). */
export const resultSchema = z
  .object({
    winners: z.array(playerIdSchema).describe('Every tied winner.'),
    scores: z.record(playerIdSchema, z.int()).describe("Each seated player's final score, by player id."),
  })
  .meta({ id: 'Result' });
export type Result = z.output<typeof resultSchema>;

/** The most points win; every player tied on the most points wins too. */
export function highestScoresWin(scores: Record<PlayerId, number>, seatOrder: readonly PlayerId[]): Result {
  const best = Math.max(...seatOrder.map((p) => scores[p] ?? 0));
  return { winners: seatOrder.filter((p) => scores[p] === best), scores: { ...scores } };
}
