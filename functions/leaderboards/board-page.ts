import { QueryCommand } from '../adapters/documents.ts';
import type { LeaderboardName } from '../../domain/kernel/index.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { listOrder, lists, queryList, readIndexes } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { entryOf } from './items.ts';
import type { Entry } from './entry.ts';

export interface RankedEntry extends Omit<Entry, 'board'> {
  readonly rank: number;
}

/**
 * Where a page ends: the index key of its last line, and that line's rank and position.
 * Carrying rank and position on lets the next page rank correctly (equal scores share a rank,
 * the next score ranks by its position: 1, 2, 2, 4) without counting everyone above it.
 */
export interface PageEnd {
  readonly key: { pk: string; sk: string; gsi1pk: string; gsi1sk: string };
  readonly rank: number;
  readonly position: number;
}

export interface BoardPage {
  readonly entries: RankedEntry[];
  readonly end: PageEnd | null;
}

/** One page of a board, best score first: one Query of its list, one line more than asked to know if more follow. */
export async function boardPage(board: LeaderboardName, limit: number, after?: PageEnd): Promise<BoardPage> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      ...queryList(readIndexes.lists, lists.board(board)),
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: after?.key,
    }),
  );
  const shown = Items.slice(0, limit);
  let rank = after?.rank ?? 0;
  let position = after?.position ?? 0;
  let previousScore: number | null | undefined = after ? listOrder.scoreOf(after.key.gsi1sk) : undefined;
  const entries = shown.map((item) => {
    const { board: _, ...entry } = entryOf(item);
    position += 1;
    if (entry.bestScore !== previousScore) rank = position;
    previousScore = entry.bestScore;
    return { rank, ...entry };
  });
  const last = shown.at(-1);
  const end =
    Items.length > limit && last
      ? { key: { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } as PageEnd['key'], rank, position }
      : null;
  return { entries, end };
}
