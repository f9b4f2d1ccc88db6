import { paginateQuery } from '../adapters/documents.ts';
import type { LeaderboardName } from '../../domain/registry.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { lists, queryList, queryRange, readIndexes, readKeys, type Key } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { leaderboardNames } from '../leaderboards/boards.ts';
import { batchWrite } from '../adapters/batch-write.ts';
import { endedGameIds } from '../leaderboards/rebuild.ts';
import { afterItem, changesItem, currentItem, logItem, type Changes } from './items.ts';
import { counts, ratedGame } from './rated-game.ts';
import { firstRating, rateGame } from './skill.ts';
import { shown, type Skill } from './shown.ts';
import { readGames } from '../adapters/read-games.ts';
import { erasedAmong } from '../privacy/tombstone.ts';

export interface RatingsRebuildSummary {
  games: number;
  rated: Record<LeaderboardName, number>;
}

/**
 * Recomputes every rating from the events alone: every ended game is read back, the games of
 * each board are sorted in the order they ended and rated one after another with the same
 * `rateGame` as the live projection (apply.ts), and the board's ratings are replaced: what
 * the old ones held is deleted, the log, its head (every game applied), each player's rating
 * after each game and now, and each game's changes are written. Run it with the projections
 * paused; the consumer catches up from the stream once resumed, and finds every game applied.
 * An erased player (privacy/tombstone.ts) has no rating now, on no list; their ratings after
 * each game stay, as anonymous as the ledger, since the others' ratings were computed from them.
 */
export async function rebuildRatings(): Promise<RatingsRebuildSummary> {
  const games = await readGames(await endedGameIds(), ratedGame);
  const rated = {} as Record<LeaderboardName, number>;
  for (const board of leaderboardNames) {
    const played = games.filter((g) => g.leaderboard === board && counts(g)).sort((a, b) => (a.ended < b.ended ? -1 : 1));
    const now = new Map<string, { ended: string; skill: Skill }>();
    const items: Record<string, unknown>[] = [];
    for (const game of played) {
      const before = game.places.map((p) => now.get(p.playerId)?.skill ?? firstRating());
      const after = rateGame(
        before,
        game.places.map((p) => p.place),
      );
      const changes: Changes = {};
      game.places.forEach(({ playerId }, i) => {
        changes[playerId] = { before: shown(before[i]!), after: shown(after[i]!) };
        now.set(playerId, { ended: game.ended, skill: after[i]! });
        items.push(afterItem(board, playerId, game.ended, after[i]!));
      });
      items.push(logItem(game), changesItem(game.gameId, board, changes));
    }
    // The ratings after each game stay, an erased player's too: others' were computed from them. The rating now is a board's line.
    const erased = await erasedAmong([...now.keys()]);
    for (const [playerId, { ended, skill }] of now) if (!erased.has(playerId)) items.push(currentItem(board, playerId, ended, skill));
    const last = played.at(-1);
    if (last) items.push({ ...readKeys.ratingsApplied(board), applied: readKeys.ratedGame(board, last.ended).sk, version: played.length });
    const stale = await ratingKeys(board);
    const written = new Set(items.map((i) => `${i.pk as string}\n${i.sk as string}`));
    await batchWrite([
      ...stale.filter((k) => !written.has(`${k.pk}\n${k.sk}`)).map((key) => ({ DeleteRequest: { Key: { ...key } } })),
      ...items.map((Item) => ({ PutRequest: { Item } })),
    ]);
    rated[board] = now.size;
  }
  // A game that does not count answers its empty changes (docs/contract.md, Ratings and profiles).
  await batchWrite(games.filter((g) => !counts(g)).map((g) => ({ PutRequest: { Item: changesItem(g.gameId, g.leaderboard, {}) } })));
  return { games: games.length, rated };
}

/** Every item the board's ratings hold now: its log and head, each rated player's ratings now and after each game, each logged game's changes. */
async function ratingKeys(board: LeaderboardName): Promise<Key[]> {
  const keys: Key[] = [];
  const collect = async (input: Record<string, unknown>) => {
    const found: Record<string, unknown>[] = [];
    const pages = paginateQuery({ client: dynamo() }, { TableName: tableNames().read, ...input } as never);
    for await (const page of pages) found.push(...(page.Items ?? []));
    return found;
  };
  const log = await collect({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': readKeys.ratedGamesOf(board).pk } });
  for (const item of log) {
    keys.push({ pk: item.pk as string, sk: item.sk as string });
    if (typeof item.gameId === 'string') keys.push(readKeys.ratingChanges(item.gameId));
  }
  const rated = await collect({ ...queryList(readIndexes.lists, lists.ratings(board)), ProjectionExpression: 'pk, sk, playerId' });
  for (const item of rated) {
    keys.push({ pk: item.pk as string, sk: item.sk as string });
    const history = await collect({ ...queryRange(readKeys.ratingsOf(board, item.playerId as string)), ProjectionExpression: 'pk, sk' });
    keys.push(...history.map((h) => ({ pk: h.pk as string, sk: h.sk as string })));
  }
  return keys;
}
