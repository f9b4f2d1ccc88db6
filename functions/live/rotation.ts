import { logger } from '../adapters/logger.ts';
import { liveQueue } from './queue.ts';

/**
 * After POST /players/me/token: the games the player follows live with the replaced token are
 * told so (docs/contract.md, Live updates: `unauthenticated` per game within a second, then nothing
 * more), by a fan-out job. The rotation stands if the job cannot be queued: each game's next
 * round checks its subscribers' tokens anyway.
 */
export async function endSubscribersOfReplacedToken(playerId: string): Promise<void> {
  try {
    await (await liveQueue()).send([{ tokenRotated: playerId }]);
  } catch (error) {
    logger.warn('the live subscribers of a replaced token could not be told at once', { playerId, error: String(error) });
  }
}
