import { paginateQuery, QueryCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { lists, queryList, queryRange, readIndexes, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { myGameOfItem, type MyGame } from './my-games-entry.ts';
import { ALL_STATUSES, statusesIn, type StatusSet } from './my-games-lists.ts';

/** A game on the caller's list: `yourMove` when the caller is among those the game awaits. */
export type MyGameShown = MyGame & { yourMove: boolean };

/**
 * One page of the player's games whose status is in `set`, latest change first, from the game
 * shown last on the page before (`before`, its order on the lists): one Query of the list of
 * every status, or one Query per status named (my-games-lists.ts), merged. Each Query asks one
 * item more than the page holds, so every page but the last is full, the last says so, and a
 * page costs at most three Queries of `limit + 1` items, however many games of other statuses
 * the player has. `before` (not a key of any one list) is the next page's start: a game that
 * changes meanwhile moves to the top, out of the pages still to come, so none is shown twice.
 */
export async function myGamesPage(
  playerId: string,
  set: StatusSet,
  limit: number,
  before: string | undefined,
): Promise<{ games: MyGameShown[]; before: string | undefined }> {
  const queries =
    set === ALL_STATUSES
      ? [queryList(readIndexes.lists, lists.myGames(playerId), before)]
      : statusesIn(set).map((status) => queryList(readIndexes.myGamesOfStatus, lists.myGamesOfStatus(playerId, status), before));
  const pages = await Promise.all(
    queries.map((query) =>
      dynamo().send(new QueryCommand({ TableName: tableNames().read, ...query, ScanIndexForward: false, Limit: limit + 1 })),
    ),
  );
  const found = new Map<string, Record<string, unknown>>();
  // Latest first; a game whose status changed between two of the Queries may be on both lists: its latest copy is kept.
  for (const item of pages.flatMap((page) => page.Items ?? []).sort((a, b) => order(b).localeCompare(order(a))))
    if (!found.has(item.gameId as string)) found.set(item.gameId as string, item);
  const merged = [...found.values()];
  const shown = merged.slice(0, limit);
  return {
    games: shown.map((item) => {
      const { gameId, game, status, version, players, turn, result, updatedAt } = myGameOfItem(item);
      return { gameId, game, status, version, players, turn, yourMove: turn?.awaiting.includes(playerId) ?? false, result, updatedAt };
    }),
    before: merged.length > limit ? order(shown.at(-1)!) : undefined,
  };
}

const order = (item: Record<string, unknown>) => item[readIndexes.lists.sortKey] as string;

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
      ...withNames(queryRange(readKeys.myGamesOf(playerId))),
      ConsistentRead: true,
      ProjectionExpression: 'gameId, #status, #left',
    },
  );
  for await (const page of pages)
    for (const item of page.Items ?? []) if (!item.left && live.has(item.status as string)) found.push(item.gameId as string);
  return found;
}

const withNames = <T extends object>(query: T) => ({ ...query, ExpressionAttributeNames: { '#status': 'status', '#left': 'left' } });
