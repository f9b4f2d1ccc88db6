import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

export interface PlayerRecord {
  playerId: string;
  name: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new player and their bearer token; only the token's hash is stored. */
export async function createPlayer(name: string): Promise<PlayerRecord & { token: string }> {
  const playerId = `p_${randomUUID().replaceAll('-', '')}`;
  const token = `oct_${randomBytes(32).toString('base64url')}`;
  const read = tableNames().read;
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: read, Item: { ...readKeys.profile(playerId), playerId, name } } },
        {
          Put: {
            TableName: read,
            Item: { ...readKeys.token(hashToken(token)), playerId, name },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
  return { playerId, name, token };
}

/**
 * Tokens never change once issued, so a warm function remembers the ones it has seen:
 * a player's commands then cost no read for authentication.
 */
const known = new Map<string, PlayerRecord>();

export async function playerByToken(token: string): Promise<PlayerRecord | undefined> {
  const hash = hashToken(token);
  const cached = known.get(hash);
  if (cached) return cached;
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.token(hash) }));
  if (!Item) return undefined;
  const player = { playerId: Item.playerId as string, name: Item.name as string };
  if (known.size > 10_000) known.clear();
  known.set(hash, player);
  return player;
}
