import { countGame } from './count-game.ts';
import { finishedGameOf } from './finished-game.ts';
import type { ItemConsumer } from '../stream/records.ts';

/**
 * The leaderboards projection: when a game ends, the game as its GameEnded item left it (the
 * stream's transition, read back from the last snapshot) is counted on its board once (see
 * countGame). Every other record is ignored.
 */
export const projectLeaderboards: ItemConsumer = async (item, transition) => {
  const ended = item.events.find((e) => e.type === 'GameEnded');
  if (!ended) return;
  const game = finishedGameOf((await transition()).after, ended.at);
  if (!game) throw new Error(`game ${item.gameId} has a GameEnded record but does not fold to an ended game`);
  await countGame(game);
};
