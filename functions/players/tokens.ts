/**
 * A player's tokens: a player may hold several (one per device: docs/contract.md, Apps), each
 * its own item (`TOKEN#<hash>`, the one a request reads) and listed under the player
 * (`PLAYER#<id>` / `TOKEN#<hash>`), so that a rename or an erasure finds every one. The profile's
 * `tokenChanges` counts the changes of that list: every write that adds or ends a token adds one
 * to it in its own transaction, so a rename that read the list can make sure, by that count in
 * its condition, that no token came or went since (rename.ts).
 */
import { GetCommand, QueryCommand, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { queryRange, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { hashToken, newToken, type PlayerRecord } from './players.ts';
import { rememberToken } from './token-cache.ts';
import { countTokenChange, listToken } from './token-listing.ts';

/** A player's tokens as one read saw them. */
export interface PlayerTokens extends PlayerRecord {
  /** The hashes of the player's tokens. */
  hashes: string[];
  /** The profile's count of token changes when read (undefined on a profile no change has counted yet). */
  changes: number | undefined;
}

/**
 * The player's tokens, read consistently: the profile first, then the listing, so a token added
 * or ended between the two reads shows as a count the profile no longer has.
 */
export async function tokensOf(playerId: string): Promise<PlayerTokens | undefined> {
  const read = tableNames().read;
  const { Item: profile } = await dynamo().send(new GetCommand({ TableName: read, Key: readKeys.profile(playerId), ConsistentRead: true }));
  if (!profile) return undefined;
  const hashes: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ TableName: read, ...queryRange(readKeys.tokensOf(playerId)), ConsistentRead: true, ExclusiveStartKey }),
    );
    for (const item of page.Items ?? []) hashes.push((item.sk as string).slice(readKeys.tokensOf(playerId).skPrefix.length));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  // A profile written before tokens were listed: its one token.
  if (typeof profile.tokenHash === 'string' && !hashes.includes(profile.tokenHash)) hashes.push(profile.tokenHash);
  return {
    playerId,
    name: profile.name as string,
    hashes,
    changes: typeof profile.tokenChanges === 'number' ? profile.tokenChanges : undefined,
  };
}

/** A rename racing the new token changes the name to copy onto it; a few tries settle it. */
const MAX_ATTEMPTS = 3;

/**
 * One more token for a player known by id, every other token of theirs kept (an app's player
 * signing in on one more device). The profile's name, read consistently, is copied onto the
 * token's item, on the condition that it is still the profile's; after a rename in between, it is
 * read again. Undefined for a player with no profile.
 */
export async function issueToken(playerId: string, token = newToken()): Promise<(PlayerRecord & { token: string }) | undefined> {
  const read = tableNames().read;
  const tokenHash = hashToken(token);
  for (let attempt = 1; ; attempt++) {
    const { Item: profile } = await dynamo().send(
      new GetCommand({
        TableName: read,
        Key: readKeys.profile(playerId),
        ConsistentRead: true,
        ProjectionExpression: '#name',
        ExpressionAttributeNames: { '#name': 'name' },
      }),
    );
    if (!profile) return undefined;
    const holder: PlayerRecord = { playerId, name: profile.name as string };
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            countTokenChange(holder),
            {
              Put: {
                TableName: read,
                Item: { ...readKeys.token(tokenHash), ...holder },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            listToken(playerId, tokenHash),
          ],
        }),
      );
      rememberToken(tokenHash, holder);
      return { ...holder, token };
    } catch (error) {
      const renamed = error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
      if (!renamed || attempt === MAX_ATTEMPTS) throw error;
    }
  }
}
