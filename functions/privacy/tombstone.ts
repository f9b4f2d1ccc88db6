/**
 * An erased player's tombstone (docs/contract.md, Your data): an item keyed by the player's id
 * alone (`ERASED#<id>`), holding nothing that names a person. The id is a random pseudonym that
 * stays in the events and the ledger; the tombstone tells the projections that write a person's
 * line or rating (the boards, the ratings, and their rebuilds from the events) to leave that id
 * out, so that neither a game the erasure itself ended nor a rebuild brings the player back.
 */
import { batchGet, keyOf } from '../adapters/batch-get.ts';
import { PutCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

/** Records that the player's erasure has begun: written first, and again by a retry, harmlessly. */
export async function recordErasure(playerId: string, now: number): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableNames().read, Item: { ...readKeys.erased(playerId), erasedAt: new Date(now).toISOString() } }),
  );
}

/** The ids among these that were erased: one BatchGet (none for no ids). */
export async function erasedAmong(playerIds: readonly string[]): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const found = await batchGet(playerIds.map(readKeys.erased), { ProjectionExpression: 'pk, sk' });
  return new Set(playerIds.filter((id) => found.has(keyOf(readKeys.erased(id)))));
}

/**
 * The check, in a projection's transaction, that the player was not erased since the projection
 * read their tombstone: an erasure that begins meanwhile cancels the write, and the projection,
 * reading again, leaves the player out.
 */
export const notErased = (playerId: string) => ({
  ConditionCheck: { TableName: tableNames().read, Key: readKeys.erased(playerId), ConditionExpression: 'attribute_not_exists(pk)' },
});
