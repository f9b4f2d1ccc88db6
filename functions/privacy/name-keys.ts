/**
 * The key a person's name is sealed with (sealed-names.ts): 32 random bytes on their profile
 * item (`PLAYER#<id>` / `PROFILE`, attribute `nameKey`, base64), made at sign-up, or on first
 * need for a profile older than the keys. Erasure deletes the profile, and the key with it:
 * from then on no copy of the name in any event, snapshot or projection opens again.
 */
import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException, GetCommand, UpdateCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

const KEY_BYTES = 32;

/** A new key, as the profile stores it. */
export const newNameKey = (): string => randomBytes(KEY_BYTES).toString('base64');

/** The key a profile stores, as sealing takes it. */
export const nameKeyFrom = (stored: string): Buffer => Buffer.from(stored, 'base64');

/**
 * The player's key, read consistently; a profile that predates the keys gets one now (kept if a
 * concurrent call made it first). Undefined for an id with no profile (erased, or a bot's).
 */
export async function nameKeyOf(playerId: string): Promise<Buffer | undefined> {
  const read = tableNames().read;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: read, Key: readKeys.profile(playerId), ConsistentRead: true, ProjectionExpression: 'nameKey, pk' }),
  );
  if (!Item) return undefined;
  if (typeof Item.nameKey === 'string') return nameKeyFrom(Item.nameKey);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: read,
        Key: readKeys.profile(playerId),
        UpdateExpression: 'SET nameKey = if_not_exists(nameKey, :key)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':key': newNameKey() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return nameKeyFrom(Attributes!.nameKey as string);
  } catch (error) {
    // Erased meanwhile: no key, and nothing to seal for.
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
