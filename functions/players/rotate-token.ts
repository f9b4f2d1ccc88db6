import { GetCommand, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { hashToken, newToken, tokenItem, TokenRevoked, type Authenticated, type PlayerRecord } from './players.ts';
import { forgetToken, rememberToken } from './token-cache.ts';

/** A rename racing the replacement changes the name to copy; a few tries settle it. */
const MAX_ATTEMPTS = 3;

/**
 * POST /players/me/token: a new token for the player, and the one this request came with
 * stops working at once. One transaction deletes the old token's item (it must still exist: of
 * two replacements with the same token one wins, the other is refused), stores the new one's and
 * names it on the profile. The profile's name is the condition that the name copied onto the
 * new item is current; after a rename in between, the name is read again. Other warm functions
 * still caching the old token find it gone at their next check (verifyToken in players.ts).
 */
export async function rotateToken(player: Authenticated): Promise<string> {
  let holder: PlayerRecord = player;
  for (let attempt = 1; ; attempt++) {
    const token = newToken();
    const tokenHash = hashToken(token);
    const reasons = await replace(player.tokenHash, tokenHash, holder);
    if (!reasons) {
      forgetToken(player.tokenHash);
      rememberToken(tokenHash, holder);
      return token;
    }
    if (reasons[0] === 'ConditionalCheckFailed') throw new TokenRevoked(player.tokenHash);
    const current = attempt < MAX_ATTEMPTS ? await tokenItem(player.tokenHash) : undefined;
    if (!current) throw new Error(`player ${player.playerId}: the token could not be replaced (${reasons.join(', ')})`);
    holder = current;
  }
}

/**
 * A new token for a player known by id alone (POST /players replayed under its Idempotency-Key:
 * the server keeps only a hash, so the token answered before cannot be answered again). The
 * profile names the player's current token, which stops working as in `rotateToken`.
 */
export async function reissueToken(playerId: string): Promise<string> {
  const { Item: profile } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.profile(playerId), ConsistentRead: true }),
  );
  if (!profile) throw new Error(`player ${playerId} has no profile`);
  return rotateToken({ playerId, name: profile.name as string, tokenHash: profile.tokenHash as string, verified: true });
}

/** The transaction; the reasons it was cancelled for, or undefined once done. */
async function replace(oldHash: string, newHash: string, holder: PlayerRecord): Promise<(string | undefined)[] | undefined> {
  const read = tableNames().read;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: read, Key: readKeys.token(oldHash), ConditionExpression: 'attribute_exists(pk)' } },
          {
            Put: {
              TableName: read,
              Item: { ...readKeys.token(newHash), playerId: holder.playerId, name: holder.name },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: read,
              Key: readKeys.profile(holder.playerId),
              UpdateExpression: 'SET tokenHash = :hash',
              ConditionExpression: '#name = :name',
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: { ':hash': newHash, ':name': holder.name },
            },
          },
        ],
      }),
    );
    return undefined;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    return (error.CancellationReasons ?? []).map((reason) => reason.Code);
  }
}
