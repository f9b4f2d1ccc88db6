import { paginateScan } from '../adapters/documents.ts';
import { fold } from '../../domain/platform/index.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { allGameIds, loadStream } from '../adapters/event-store.ts';
import { batchWrite } from '../adapters/batch-write.ts';
import { putIfNewer } from '../adapters/put-if-newer.ts';
import { MY_GAME, PAIRED_MY_GAME, playerIdOf, type Key } from '../adapters/read-keys.ts';
import { readGames } from '../adapters/read-games.ts';
import { tableNames } from '../adapters/tables.ts';
import { datesOf, entryItem, leftItem, listHolders, myGameOf } from './my-games-entry.ts';
import { peopleSeatedBy } from './seatings.ts';

export interface MyGamesSummary {
  games: number;
  /** List items written (one per seat), and seats found on a list without a seat in the game's events. */
  items: number;
  stale: number;
  /** Items of the layout before (8 copies per seat: read-keys.ts, PAIRED_MY_GAME) deleted. */
  paired: number;
}

/**
 * Recomputes every player's list of games from the events alone: each game is read back and
 * folded, the list item of every person seated written as the projection writes it (a bot
 * has no lists: my-games-entry.ts), and list items of a game in which their player holds no seat (left, or never seated as far
 * as the events say) are taken off the lists. Every write is guarded by the version read, so
 * the rebuild may run while the projection runs: what the projection writes meanwhile is newer
 * and stays. The items of the layout before, which nothing reads, are deleted once every game's
 * items are written in this one.
 */
export async function rebuildMyGames(): Promise<MyGamesSummary> {
  // The lists as found, before the games' own left items take anyone off them.
  const { onLists, paired } = await listedSeats();
  const listed = await readGames(await allGameIds(), listGame);
  const seats = new Map(listed.map(({ gameId, players, version }) => [gameId, { players: new Set(players), version }]));
  const items = listed.reduce((sum, { players }) => sum + players.length, 0);
  let stale = 0;
  for (const { playerId, gameId } of onLists) {
    const game = seats.get(gameId);
    if (game?.players.has(playerId)) continue;
    stale += 1;
    await putIfNewer(leftItem(playerId, gameId, game?.version ?? 0), { orSame: true });
  }
  await batchWrite(paired.map((Key) => ({ DeleteRequest: { Key: { ...Key } } })));
  return { games: seats.size, items, stale, paired: paired.length };
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
    ...players.map((playerId) => putIfNewer(entryItem(playerId, game, datesOf(state)), { orSame: true })),
    ...[...left].map((playerId) => putIfNewer(leftItem(playerId, gameId, state.version), { orSame: true })),
  ]);
  return { gameId, players, version: state.version };
}

/** Every (player, game) on a list now, in either layout, each seat once, and the keys of the layout before's items: one pass over the read table. */
async function listedSeats(): Promise<{ onLists: { playerId: string; gameId: string }[]; paired: Key[] }> {
  const found = new Map<string, { playerId: string; gameId: string }>();
  const paired: Key[] = [];
  const pages = paginateScan(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      FilterExpression: 'begins_with(sk, :paired) OR (begins_with(sk, :mine) AND attribute_exists(gsi1pk))',
      ExpressionAttributeValues: { ':mine': MY_GAME, ':paired': PAIRED_MY_GAME },
      ProjectionExpression: 'pk, sk, gameId, gsi1pk',
    },
  );
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      const playerId = playerIdOf(item.pk as string);
      if ((item.sk as string).startsWith(PAIRED_MY_GAME)) paired.push({ pk: item.pk as string, sk: item.sk as string });
      if (item.gsi1pk !== undefined) found.set(`${playerId}/${item.gameId}`, { playerId, gameId: item.gameId as string });
    }
  return { onLists: [...found.values()], paired };
}

/** The operators' Lambda: invoke it with any event; it answers what it rebuilt. */
