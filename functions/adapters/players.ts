import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo.ts';
import { tableNames } from './tables.ts';

export interface PlayerRecord {
  playerId: string;
  name: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newToken = () => `oct_${randomBytes(32).toString('base64url')}`;
const profileKey = (playerId: string) => ({ pk: `PLAYER#${playerId}`, sk: 'PROFILE' });
const tokenKey = (hash: string) => ({ pk: `TOKEN#${hash}`, sk: 'TOKEN' });

/** A new player and their bearer token; only the token's hash is stored (on the profile too, so it can be replaced). */
export async function createPlayer(name: string): Promise<PlayerRecord & { token: string }> {
  const playerId = `p_${randomUUID().replaceAll('-', '')}`;
  const token = newToken();
  const tokenHash = hashToken(token);
  const read = tableNames().read;
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: read, Item: { ...profileKey(playerId), playerId, name, tokenHash } } },
        { Put: { TableName: read, Item: { ...tokenKey(tokenHash), playerId, name }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    }),
  );
  return { playerId, name, token };
}

/**
 * A new token for the player: the one they had stops working (its item goes, in the same
 * transaction that stores the new one and names it on the profile).
 */
export async function replaceToken(playerId: string): Promise<string> {
  const read = tableNames().read;
  const { Item: profile } = await dynamo().send(new GetCommand({ TableName: read, Key: profileKey(playerId), ConsistentRead: true }));
  if (!profile) throw new Error(`player ${playerId} has no profile`);
  const old = profile.tokenHash as string;
  const token = newToken();
  const tokenHash = hashToken(token);
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: read,
            Key: profileKey(playerId),
            UpdateExpression: 'SET tokenHash = :new',
            // Two replacements at once: one wins, the other fails instead of leaving two tokens.
            ConditionExpression: 'tokenHash = :old',
            ExpressionAttributeValues: { ':new': tokenHash, ':old': old },
          },
        },
        { Delete: { TableName: read, Key: tokenKey(old) } },
        { Put: { TableName: read, Item: { ...tokenKey(tokenHash), playerId, name: profile.name }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    }),
  );
  known.delete(old);
  return token;
}

/**
 * A warm function remembers the tokens it has seen for a short while: a player's commands
 * then cost no read for authentication. The while is short because a replaced token must stop
 * working: this process forgets it at once; another warm function within TOKEN_CACHE_MS.
 */
const TOKEN_CACHE_MS = 10_000;
const known = new Map<string, { player: PlayerRecord; until: number }>();

export async function playerByToken(token: string): Promise<PlayerRecord | undefined> {
  const hash = hashToken(token);
  const now = Date.now();
  const cached = known.get(hash);
  if (cached && cached.until > now) return cached.player;
  // Consistent: a token just issued works at once, one just replaced fails at once.
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: tokenKey(hash), ConsistentRead: true }));
  if (!Item) {
    known.delete(hash);
    return undefined;
  }
  const player = { playerId: Item.playerId as string, name: Item.name as string };
  if (known.size > 10_000) known.clear();
  known.set(hash, { player, until: now + TOKEN_CACHE_MS });
  return player;
}
