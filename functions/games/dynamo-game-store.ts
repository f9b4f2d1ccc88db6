import { appendItem, CompanionRefused, readBack } from '../adapters/event-store.ts';
import { earlierOf, findEarlier, keyWrite } from '../adapters/idempotency-store.ts';
import { loadServerSeed, remember, seedItem } from '../fairness/server-seed.ts';
import { seatingWrites } from '../players/seatings.ts';
import { KeyTaken, type GameStore } from './game-store.ts';

/**
 * The game store on DynamoDB: the events table's items (adapters/event-store.ts), the command's
 * key, the game's seed and the seatings of those the item seats (players/seatings.ts) in the
 * read table, each written in the item's own transaction (one conditional PutItem when nothing
 * goes with it, as for every command that seats nobody).
 */
export const dynamoGameStore: GameStore = {
  readBack,
  findEarlier,
  serverSeed: loadServerSeed,
  async append(item, { key, serverSeed, also = [] } = {}) {
    const leading = [
      ...(key ? [keyWrite(key.command, item.version, key.now)] : []),
      ...(serverSeed ? [seedItem(item.gameId, serverSeed)] : []),
    ];
    try {
      // The seatings last: unconditional, they never refuse the write, nor move the indexes of `also`.
      await appendItem(item, [...leading, ...also, ...seatingWrites(item)]);
    } catch (error) {
      if (!(error instanceof CompanionRefused)) throw error;
      const earlier = key && error.index === 0 && earlierOf(error.old, key.now);
      if (earlier) throw new KeyTaken(earlier);
      // A seed is refused only beside a version taken, which is said first: neither is a companion of `also`.
      if (error.index < leading.length) throw new Error(`the item's own write ${error.index} was refused`, { cause: error });
      throw new CompanionRefused(error.index - leading.length, error.old);
    }
    // After the creation is stored: this process knows the seed without reading it.
    if (serverSeed) remember(item.gameId, serverSeed);
  },
};
