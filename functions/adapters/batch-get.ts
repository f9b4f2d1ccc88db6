import { BatchGetCommand } from './documents.ts';
import { dynamo } from './dynamo.ts';
import type { Key } from './read-keys.ts';
import { tableNames } from './tables.ts';

const BATCH = 100;
const MAX_RETRIES = 8;

/**
 * The read table's items at these keys (absent ones left out), 100 a request, what DynamoDB
 * leaves unprocessed asked again with backoff (bounded). Answered by key, `pk` and `sk` joined.
 * `consistent`: strongly consistent reads, as a GetItem with ConsistentRead would be.
 */
export async function batchGet(
  keys: readonly Key[],
  projection?: { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string> },
  { consistent = false } = {},
): Promise<Map<string, Record<string, unknown>>> {
  const table = tableNames().read;
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  for (let i = 0; i < unique.length; i += BATCH) {
    let pending: Record<string, unknown>[] = unique.slice(i, i + BATCH).map((k) => ({ pk: k.pk, sk: k.sk }));
    for (let attempt = 1; pending.length > 0; attempt++) {
      if (attempt > MAX_RETRIES) throw new Error(`batch get: DynamoDB kept ${pending.length} reads unprocessed`);
      const { Responses, UnprocessedKeys } = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ...projection, ...(consistent && { ConsistentRead: true }) } } }),
      );
      for (const item of Responses?.[table] ?? []) found.set(keyOf(item as unknown as Key), item);
      pending = (UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
      if (pending.length > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
  return found;
}

/** The one string a key is found by in batchGet's answer. */
export const keyOf = ({ pk, sk }: Key): string => `${pk}\n${sk}`;
