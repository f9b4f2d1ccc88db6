import type { ItemConsumer } from '../stream/records.ts';
import { applyEndedGame } from './apply.ts';
import { ratedGame } from './rated-game.ts';

/**
 * The ratings projection: when a game ends, the game read back from its events is applied to
 * its board's ratings once, in the order games ended (apply.ts). Every other record is ignored.
 */
export const projectRatings: ItemConsumer = async (item) => {
  if (!item.events.some((e) => e.type === 'GameEnded')) return;
  const game = await ratedGame(item.gameId);
  if (!game) throw new Error(`game ${item.gameId} has a GameEnded record but does not fold to an ended game`);
  await applyEndedGame(game);
};
