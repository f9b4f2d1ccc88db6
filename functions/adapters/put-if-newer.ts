import { ConditionalCheckFailedException, PutCommand } from './documents.ts';
import { dynamo } from './dynamo.ts';
import { tableNames } from './tables.ts';

type Versioned = Record<string, unknown> & { version: number };

const guard = (version: number, orSame: boolean) => ({
  ConditionExpression: `attribute_not_exists(version) OR version ${orSame ? '<=' : '<'} :v`,
  ExpressionAttributeValues: { ':v': version },
});

/**
 * Puts a read-table item derived from one stored version unless the item already holds a newer
 * one (or, `orSame`, the same): a projection written this way converges whatever order and
 * however often the stream delivers its records.
 */
export async function putIfNewer(item: Versioned, { orSame = false } = {}): Promise<void> {
  try {
    await dynamo().send(new PutCommand({ TableName: tableNames().read, Item: item, ...guard(item.version, orSame) }));
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
