import { paginateScan } from '../adapters/documents.ts';
import { fold } from '../../domain/platform/index.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { allGameIds, loadStream } from '../adapters/event-store.ts';
import { putAllIfNewer } from '../adapters/put-if-newer.ts';
import { MY_GAME, playerIdOf } from '../adapters/read-keys.ts';
import { readGames } from '../adapters/read-games.ts';
import { tableNames } from '../adapters/tables.ts';
import { datesOf, entryItems, leftItems, listHolders, myGameOf } from './my-games-entry.ts';
import { pairings } from './my-games-lists.ts';
import { peopleSeatedBy } from './seatings.ts';

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
  // The lists as found, before the games' own left items take anyone off them.
  const onLists = await listedSeats();
  const listed = await readGames(await allGameIds(), listGame);
  const seats = new Map(listed.map(({ gameId, players, version }) => [gameId, { players: new Set(players), version }]));
  const items = listed.reduce((sum, { players }) => sum + players.length * pairings.length, 0);
  let stale = 0;
  for (const { playerId, gameId } of onLists) {
    const game = seats.get(gameId);
    if (game?.players.has(playerId)) continue;
    stale += 1;
    await putAllIfNewer(leftItems(playerId, gameId, game?.version ?? 0), { orSame: true });
  }
  return { games: seats.size, items, stale };
}

/**
 * Writes a game's list items for each person seated in it, and the left items of each person
 * the events seated who left it in the lobby (what a player's export lists as a lobby left);
 * answers who is seated, as of which version (undefined: no such game).
 */
async function listGame(gameId: string): Promise<{ gameId: string; players: string[]; version: number } | undefined> {
  const stream = await loadStream(gameId);
  const state = fold(stream);
  if (!state) return undefined;
  const game = myGameOf(state, stream.at(-1)!.events.at(-1)!.at);
  const players = listHolders(state);
  const left = new Set(stream.flatMap((item) => peopleSeatedBy(item.events)).filter((playerId) => !players.includes(playerId)));
  await Promise.all([
    ...players.map((playerId) => putAllIfNewer(entryItems(playerId, game, datesOf(state)), { orSame: true })),
    ...[...left].map((playerId) => putAllIfNewer(leftItems(playerId, gameId, state.version), { orSame: true })),
  ]);
  return { gameId, players, version: state.version };
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
