import { paginateQuery, paginateScan } from '../adapters/documents.ts';
import { batchWrite } from '../adapters/batch-write.ts';
import type { LeaderboardName } from '../../domain/registry.ts';
import { dynamo } from '../adapters/dynamo.ts';
import type { StreamItem } from '../adapters/event-store.ts';
import { lists, queryList, readIndexes } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { leaderboardNames } from './boards.ts';
import { addGame, type Entry } from './entry.ts';
import { finishedGame } from './finished-game.ts';
import { entryItem, markerKey, MARKER_LIFETIME_MS } from './items.ts';
import { namedNow, profileNames } from './names.ts';
import { systemClock } from '../adapters/clock.ts';
import { readGames } from '../adapters/read-games.ts';
import { erasedAmong } from '../privacy/tombstone.ts';

export interface RebuildSummary {
  games: number;
  players: Record<LeaderboardName, number>;
}

/**
 * Recomputes every board from the events alone: one Scan of the events table finds the
 * items holding a GameEnded, each such game is read back and counted with the same `addGame`
 * as the stream consumer, then each board is replaced (lines no game supports are deleted)
 * and the markers of games still inside the stream's reach are written, so a record
 * redelivered after the rebuild changes nothing. Run it with the leaderboards consumer paused:
 * a game counted by the consumer while the rebuild writes could otherwise be overwritten;
 * the consumer catches up from the stream once resumed. Lines are named by the players'
 * profiles, as the consumer names them (names.ts). An erased player (privacy/tombstone.ts) gets
 * no line: their games count for the others alone, and a line of theirs still there is deleted.
 */
export async function rebuildLeaderboards(now = systemClock.now()): Promise<RebuildSummary> {
  const gameIds = await endedGameIds();
  const played = await readGames(gameIds, finishedGame);
  const people = [...new Set(played.flatMap((g) => g.players.map((p) => p.playerId)))];
  const [names, erased] = await Promise.all([profileNames(people), erasedAmong(people)]);
  const finished = played.map((game) => namedNow(game, names));
  const boards = new Map<LeaderboardName, Map<string, Entry>>(leaderboardNames.map((b) => [b, new Map()]));
  for (const game of finished) {
    const lines = boards.get(game.leaderboard)!;
    for (const { playerId } of game.players) if (!erased.has(playerId)) lines.set(playerId, addGame(lines.get(playerId), game, playerId));
  }
  const players = {} as Record<LeaderboardName, number>;
  for (const [board, lines] of boards) {
    const stale = (await leaderboardKeys(board)).filter((k) => !lines.has(k.playerId));
    await batchWrite([
      ...stale.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
      ...[...lines.values()].map((entry) => ({ PutRequest: { Item: entryItem(entry) } })),
    ]);
    players[board] = lines.size;
  }
  await batchWrite(
    finished
      .filter((g) => g.endedAt + MARKER_LIFETIME_MS > now)
      .map((g) => ({
        PutRequest: {
          Item: { ...markerKey(g.gameId), board: g.leaderboard, expiresAt: Math.floor((g.endedAt + MARKER_LIFETIME_MS) / 1000) },
        },
      })),
  );
  return { games: finished.length, players };
}

/** The games whose stream holds a GameEnded: one pass over the events table (the ratings' rebuild reads it too). */
export async function endedGameIds(): Promise<string[]> {
  const ids = new Set<string>();
  const pages = paginateScan({ client: dynamo() }, { TableName: tableNames().events, ProjectionExpression: 'gameId, events' });
  for await (const page of pages)
    for (const item of (page.Items ?? []) as Pick<StreamItem, 'gameId' | 'events'>[])
      if (item.events.some((e) => e.type === 'GameEnded')) ids.add(item.gameId);
  return [...ids].sort();
}

/** Every line on a board now, from its index. */
async function leaderboardKeys(board: LeaderboardName): Promise<{ pk: string; sk: string; playerId: string }[]> {
  const keys: { pk: string; sk: string; playerId: string }[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    { TableName: tableNames().read, ...queryList(readIndexes.lists, lists.leaderboard(board)), ProjectionExpression: 'pk, sk, playerId' },
  );
  for await (const page of pages) keys.push(...((page.Items ?? []) as { pk: string; sk: string; playerId: string }[]));
  return keys;
}

/** The operators' Lambda: invoke it with any event; it answers what it rebuilt. */
