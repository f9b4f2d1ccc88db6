import { countGame } from './count-game.ts';
import { finishedGame } from './finished-game.ts';
import type { ItemConsumer } from '../stream/records.ts';

/**
 * The leaderboards projection: when a game ends, it is read back from its events and counted
 * on its board once (see countGame). Every other record is ignored.
 */
export const projectLeaderboards: ItemConsumer = async (item) => {
  if (!item.events.some((e) => e.type === 'GameEnded')) return;
  const game = await finishedGame(item.gameId);
  if (!game) throw new Error(`game ${item.gameId} has a GameEnded record but does not fold to an ended game`);
  await countGame(game);
};
