import { QueryCommand } from '../adapters/documents.ts';
import type { LeaderboardName } from '../../domain/registry.ts';
import { batchGet, keyOf } from '../adapters/batch-get.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { listOrder, lists, queryList, readIndexes, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { shownOf } from '../ratings/items.ts';
import type { ShownRating } from '../ratings/shown.ts';
import { entryOf } from './items.ts';
import type { Entry } from './entry.ts';

export interface RankedEntry extends Omit<Entry, 'leaderboard'> {
  readonly rank: number;
  /** The person's rating on the board (docs/contract.md, Ratings and profiles), null before their first rated game. */
  readonly rating: ShownRating | null;
}

/**
 * The two orders of a board: by best score (the board's lines, docs/contract.md Leaderboards)
 * and by rating (the people's ratings now, highest ordinal first). Each is one list of the
 * `lists` index; what decides a shared rank is the order's value in the list key.
 */
export const leaderboardOrders = {
  score: { list: lists.leaderboard, pattern: listOrder.scorePattern },
  rating: { list: lists.ratings, pattern: listOrder.ordinalPattern },
} as const;

export type LeaderboardOrder = keyof typeof leaderboardOrders;

/**
 * Where a page ends: the index key of its last line, and that line's rank and position.
 * Carrying rank and position on lets the next page rank correctly (equal values share a rank,
 * the next value ranks by its position: 1, 2, 2, 4) without counting everyone above it.
 */
export interface PageEnd {
  readonly key: { pk: string; sk: string; gsi1pk: string; gsi1sk: string };
  readonly rank: number;
  readonly position: number;
}

export interface RankedPage {
  readonly entries: RankedEntry[];
  readonly end: PageEnd | null;
}

/** The value a rank is shared by: the list key up to the player id. */
const valueOf = (gsi1sk: string) => gsi1sk.split('#')[0];

/**
 * One page of a board in an order, best first: one Query of its list, one line more than
 * asked to know if more follow, and one BatchGet for what the list's items do not hold (the
 * ratings of the lines by score; the lines and current names of the ratings).
 */
export async function leaderboardPage(
  board: LeaderboardName,
  limit: number,
  after?: PageEnd,
  order: LeaderboardOrder = 'score',
): Promise<RankedPage> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      ...queryList(readIndexes.lists, leaderboardOrders[order].list(board)),
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: after?.key,
    }),
  );
  const shown = Items.slice(0, limit);
  const ids = shown.map((item) => item.playerId as string);
  const details = await batchGet(
    order === 'score'
      ? ids.map((id) => readKeys.rating(board, id))
      : ids.flatMap((id) => [readKeys.leaderboardLine(board, id), readKeys.profile(id)]),
  );
  let rank = after?.rank ?? 0;
  let position = after?.position ?? 0;
  let previous: string | undefined = after ? valueOf(after.key.gsi1sk) : undefined;
  const entries = shown.map((item, i): RankedEntry => {
    position += 1;
    const value = valueOf(item.gsi1sk as string);
    if (value !== previous) rank = position;
    previous = value;
    const id = ids[i]!;
    if (order === 'score') {
      const { leaderboard: _, ...entry } = entryOf(item);
      return { rank, ...entry, rating: shownOf(details.get(keyOf(readKeys.rating(board, id)))) };
    }
    const line = details.get(keyOf(readKeys.leaderboardLine(board, id)));
    const profile = details.get(keyOf(readKeys.profile(id)));
    return {
      rank,
      playerId: id,
      name: (profile?.name ?? line?.name ?? id) as string,
      bestScore: (line?.bestScore as number | null | undefined) ?? null,
      wins: (line?.wins as number | undefined) ?? 0,
      games: (line?.games as number | undefined) ?? 0,
      rating: shownOf(item),
    };
  });
  const last = shown.at(-1);
  const end =
    Items.length > limit && last
      ? { key: { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } as PageEnd['key'], rank, position }
      : null;
  return { entries, end };
}
