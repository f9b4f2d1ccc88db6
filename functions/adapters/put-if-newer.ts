import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo.ts';
import { tableNames } from './tables.ts';

/**
 * Puts a read-table item derived from one stored version unless the item already holds a newer
 * one (or, `orSame`, the same): a projection written this way converges whatever order and
 * however often the stream delivers its records. False when a newer item stayed.
 */
export async function putIfNewer(item: Record<string, unknown> & { version: number }, { orSame = false } = {}): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableNames().read,
        Item: item,
        ConditionExpression: `attribute_not_exists(version) OR version ${orSame ? '<=' : '<'} :v`,
        ExpressionAttributeValues: { ':v': item.version },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
