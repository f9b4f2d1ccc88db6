import { appendItem, CompanionRefused, readBack, type WithItem } from '../adapters/event-store.ts';
import { earlierOf, findEarlier, keyWrite } from '../adapters/idempotency-store.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { loadServerSeed, remember, seedItem } from '../fairness/server-seed.ts';
import { TokenRevoked } from '../players/players.ts';
import { seatingWrites } from '../players/seatings.ts';
import { KeyTaken, type GameStore } from './game-store.ts';
import { recallGame, rememberGame } from './warm-games.ts';

/** The condition that a bearer token's item is still there: a rotation or an erasure deletes it. */
const tokenStillThere = (tokenHash: string): WithItem => ({
  ConditionCheck: { TableName: tableNames().read, Key: readKeys.token(tokenHash), ConditionExpression: 'attribute_exists(pk)' },
});

/**
 * The game store on DynamoDB: the events table's items (adapters/event-store.ts), the command's
 * key, the game's seed and the seatings of those the item seats (players/seatings.ts) in the
 * read table, each written in the item's own transaction, with the condition on a cached token
 * (one conditional PutItem when nothing goes with it, as for every command that seats nobody
 * and comes with a token read by its own request, or with none). What a warm function knows of
 * its games is warm-games.ts.
 */
export const dynamoGameStore: GameStore = {
  readBack,
  findEarlier,
  serverSeed: loadServerSeed,
  recall: recallGame,
  remember: rememberGame,
  async append(item, { key, serverSeed, token, also = [] } = {}) {
    const leading = [
      ...(key ? [keyWrite(key.command, item.version, key.now)] : []),
      ...(serverSeed ? [seedItem(item.gameId, serverSeed)] : []),
      ...(token ? [tokenStillThere(token)] : []),
    ];
    try {
      // The seatings last: unconditional, they never refuse the write, nor move the indexes of `also`.
      await appendItem(item, [...leading, ...also, ...seatingWrites(item)]);
    } catch (error) {
      if (!(error instanceof CompanionRefused)) throw error;
      const earlier = key && error.index === 0 && earlierOf(error.old, key.now);
      if (earlier) throw new KeyTaken(earlier);
      if (token && error.index === leading.length - 1) throw new TokenRevoked(token);
      // A seed is refused only beside a version taken, which is said first: neither is a companion of `also`.
      if (error.index < leading.length) throw new Error(`the item's own write ${error.index} was refused`, { cause: error });
      throw new CompanionRefused(error.index - leading.length, error.old);
    }
    // After the creation is stored: this process knows the seed without reading it.
    if (serverSeed) remember(item.gameId, serverSeed);
  },
};
