import * as z from 'zod';
import { playerIdSchema } from './player.ts';
import { resultSchema } from './result.ts';

/** The event with which every game ends: scores and winners travel in it (rulings, all games). */
export const gameEndedSchema = z
  .object({ type: z.literal('GameEnded'), result: resultSchema })
  .describe('The game ended: scores and every tied winner.');
export type GameEnded = z.output<typeof gameEndedSchema>;

/**
 * A player leaves a game in play for good (docs/rulings.md, Resigning): an event of its own in every
 * game's stream, which each game folds by its own rulings (ruling 7).
 */
export const playerResignedSchema = z
  .object({ type: z.literal('PlayerResigned'), playerId: playerIdSchema })
  .describe('A player left the game in play for good (docs/rulings.md, Resigning).');
export type PlayerResigned = z.output<typeof playerResignedSchema>;
