import { paginateQuery, QueryCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { lists, queryList, queryRange, readIndexes, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { myGameOfItem, type MyGame } from './my-games-entry.ts';
import { nameOf, pairingOf, setOf, type StatusSet } from './my-games-lists.ts';

/** A game on the caller's list: `yourMove` when the caller is among those the game awaits. */
export type MyGameShown = MyGame & { yourMove: boolean };

/**
 * One page of the player's games whose status is in `set`, latest change first: one Query of
 * that set's own list (my-games-lists.ts), one item more than asked to know if more follow, so
 * every page but the last is full and the last says so.
 */
export async function myGamesPage(
  playerId: string,
  set: StatusSet,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ games: MyGameShown[]; lastKey: Record<string, unknown> | undefined }> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      ...queryList(readIndexes.lists, lists.myGames(playerId, nameOf(set))),
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const shown = Items.slice(0, limit);
  const last = shown.at(-1);
  return {
    games: shown.map((item) => {
      const { gameId, game, status, version, players, turn, result, updatedAt } = myGameOfItem(item);
      return { gameId, game, status, version, players, turn, yourMove: turn?.awaiting.includes(playerId) ?? false, result, updatedAt };
    }),
    lastKey: Items.length > limit && last ? { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } : undefined,
  };
}

/**
 * The games in which the player holds a seat while they are still going (lobby or playing), read
 * from the table itself, not the index: consistent, so a list item written before this read is
 * always in it (functions/players/my-games-projection.ts relies on that).
 */
export async function liveGamesOf(playerId: string): Promise<string[]> {
  const live = new Set<string>(['lobby', 'playing']);
  const found: string[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      ...withNames(queryRange(readKeys.myGamesOf(playerId, pairingOf(setOf(['lobby', 'playing']))))),
      ConsistentRead: true,
      ProjectionExpression: 'gameId, #status, #left',
    },
  );
  for await (const page of pages)
    for (const item of page.Items ?? []) if (!item.left && live.has(item.status as string)) found.push(item.gameId as string);
  return found;
}

const withNames = <T extends object>(query: T) => ({ ...query, ExpressionAttributeNames: { '#status': 'status', '#left': 'left' } });
