import * as z from 'zod';

export type PlayerId = string;

/** A player id as events carry it: every event names its actor `playerId`. */
export const playerIdSchema = z.string().describe('A player id (`p_…`).');

export interface Player {
  readonly playerId: PlayerId;
  readonly name: string;
  readonly seat: number;
}
