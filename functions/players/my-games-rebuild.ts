import { paginateScan } from '../adapters/documents.ts';
import { fold } from '../../domain/platform/index.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { allGameIds, loadStream } from '../adapters/event-store.ts';
import { putAllIfNewer } from '../adapters/put-if-newer.ts';
import { MY_GAME, playerIdOf } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { entryItems, leftItems, listHolders, myGameOf } from './my-games-entry.ts';
import { pairings } from './my-games-lists.ts';

/** Games read back at once: enough to overlap round trips, few enough to stay polite. */
const CONCURRENCY = 16;

export interface MyGamesSummary {
  games: number;
  /** List items written (8 per seat), and seats found on a list without a seat in the game's events. */
  items: number;
  stale: number;
}

/**
 * Recomputes every player's list of games from the events alone: each game is read back and
 * folded, the 8 list items of every person seated written as the projection writes them (a bot
 * has no lists: my-games-entry.ts), and list items of a game in which their player holds no seat (left, or never seated as far
 * as the events say) are taken off the lists. Every write is guarded by the version read, so
 * the rebuild may run while the projection runs: what the projection writes meanwhile is newer
 * and stays.
 */
export async function rebuildMyGames(): Promise<MyGamesSummary> {
  const seats = new Map<string, { players: Set<string>; version: number }>();
  let items = 0;
  const gameIds = await allGameIds();
  for (let i = 0; i < gameIds.length; i += CONCURRENCY)
    await Promise.all(
      gameIds.slice(i, i + CONCURRENCY).map(async (gameId) => {
        const stream = await loadStream(gameId);
        const state = fold(stream);
        if (!state) return;
        const game = myGameOf(state, stream.at(-1)!.events.at(-1)!.at);
        const holders = listHolders(state);
        seats.set(gameId, { players: new Set(holders), version: state.version });
        await Promise.all(holders.map((playerId) => putAllIfNewer(entryItems(playerId, game), { orSame: true })));
        items += holders.length * pairings.length;
      }),
    );
  let stale = 0;
  for (const { playerId, gameId } of await listedSeats()) {
    const game = seats.get(gameId);
    if (game?.players.has(playerId)) continue;
    stale += 1;
    await putAllIfNewer(leftItems(playerId, gameId, game?.version ?? 0), { orSame: true });
  }
  return { games: seats.size, items, stale };
}

/** Every (player, game) on a list now: one pass over the read table, each seat once. */
async function listedSeats(): Promise<{ playerId: string; gameId: string }[]> {
  const found = new Map<string, { playerId: string; gameId: string }>();
  const pages = paginateScan(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      FilterExpression: 'begins_with(sk, :mine) AND attribute_exists(gsi1pk)',
      ExpressionAttributeValues: { ':mine': MY_GAME },
      ProjectionExpression: 'pk, gameId',
    },
  );
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      const playerId = playerIdOf(item.pk as string);
      found.set(`${playerId}/${item.gameId}`, { playerId, gameId: item.gameId as string });
    }
  return [...found.values()];
}

/** The operators' Lambda: invoke it with any event; it answers what it rebuilt. */
