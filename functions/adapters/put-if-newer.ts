import { ConditionalCheckFailedException, PutCommand, TransactionCanceledException, TransactWriteCommand } from './documents.ts';
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

/**
 * `putIfNewer` for items that are always written together (up to 100), in one request: one
 * transaction, which a newer set of them cancels whole. Should the items ever disagree (one
 * lost, another newer) or another transaction hold one for a moment, each is put on its own.
 */
export async function putAllIfNewer(items: readonly Versioned[], { orSame = false } = {}): Promise<void> {
  const table = tableNames().read;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: items.map((Item) => ({ Put: { TableName: table, Item, ...guard(Item.version, orSame) } })),
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    if ((error.CancellationReasons ?? []).every((reason) => reason.Code === 'ConditionalCheckFailed')) return;
    await Promise.all(items.map((item) => putIfNewer(item, { orSame })));
  }
}
