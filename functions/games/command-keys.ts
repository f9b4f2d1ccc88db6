import { GetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import type { WithItem } from '../adapters/event-store.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

/** docs/contract.md: the same key from the same caller within 24 hours answers the first response again. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A command sent with an Idempotency-Key. */
export interface KeyedCommand {
  gameId: string;
  actor: string;
  key: string;
  requestHash: string;
}

/** What a key remembers of the command first sent with it: the version it wrote, and its body's hash. */
export interface EarlierCommand {
  version: number;
  requestHash: string;
}

/**
 * The key's item, written in the same transaction as the command's item (so a key is stored
 * exactly when its command is): its condition fails if the key is taken and still alive
 * (TTL deletes lag, so `expiresAt` is checked too), and then the item found comes back.
 */
export function keyWrite(command: KeyedCommand, version: number, now: number): WithItem {
  return {
    Put: {
      TableName: tableNames().read,
      Item: {
        ...readKeys.commandKey(command.gameId, command.actor, command.key),
        version,
        requestHash: command.requestHash,
        expiresAt: Math.ceil((now + KEY_LIFETIME_MS) / 1000),
      },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
      ExpressionAttributeValues: { ':now': Math.floor(now / 1000) },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** The earlier command a key item says was sent (undefined: the item is not one, or has expired). */
export function earlierOf(item: Record<string, unknown> | undefined, now: number): EarlierCommand | undefined {
  if (!item || typeof item.version !== 'number' || (item.expiresAt as number) < Math.floor(now / 1000)) return undefined;
  return { version: item.version, requestHash: item.requestHash as string };
}

/**
 * The earlier command sent with this key, read (one GetItem) only when the command was not
 * applied this time: a retry of a command that was applied may be refused by the game it left.
 */
export async function findEarlier(command: KeyedCommand, now: number): Promise<EarlierCommand | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableNames().read,
      Key: readKeys.commandKey(command.gameId, command.actor, command.key),
      ConsistentRead: true,
    }),
  );
  return earlierOf(Item, now);
}
