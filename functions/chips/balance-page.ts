import { GetCommand, paginateQuery, QueryCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import type { LedgerEntry } from './ledger.ts';

/** `GET /players/me/chips`: the balance and the stakes in games not ended, from the balance item (one consistent GetItem). */
export async function chipsOf(playerId: string): Promise<{ balance: number; inPlay: number }> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableNames().read,
      Key: readKeys.chips(playerId),
      ConsistentRead: true,
      ProjectionExpression: 'balance, inPlay',
    }),
  );
  return { balance: (Item?.balance as number | undefined) ?? 0, inPlay: (Item?.inPlay as number | undefined) ?? 0 };
}

/**
 * One page of the player's ledger, newest first: one consistent Query of the numbered entries
 * from the end, one item more than asked to know whether more follow.
 */
export async function ledgerPage(
  playerId: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ entries: LedgerEntry[]; lastKey: Record<string, unknown> | undefined }> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      ...queryRange(readKeys.ledgerOf(playerId)),
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const shown = Items.slice(0, limit);
  const last = shown.at(-1);
  return {
    entries: shown.map(entryOf),
    lastKey: Items.length > limit && last ? { pk: last.pk, sk: last.sk } : undefined,
  };
}

/** Every entry of the player's ledger, newest first (their export): the same Query, page after page. */
export async function wholeLedger(playerId: string): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    { TableName: tableNames().read, ...queryRange(readKeys.ledgerOf(playerId)), ScanIndexForward: false, ConsistentRead: true },
  );
  for await (const page of pages) entries.push(...(page.Items ?? []).map(entryOf));
  return entries;
}

/** An entry as shown: the stored item without its keys. */
const entryOf = ({ entryId, at, kind, amount, balance, gameId }: Record<string, unknown>): LedgerEntry =>
  ({ entryId, at, kind, amount, balance, ...(gameId ? { gameId } : {}) }) as LedgerEntry;
