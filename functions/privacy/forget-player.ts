/**
 * The last step of an erasure: every token of the player, their profile (with it the key that
 * names them: docs/privacy.md), the app's item that knew them by an external id, their lines and
 * ratings now on every board, deleted in one transaction, and the app's count of players
 * lowered: all at once, or nothing, so a failure leaves the player whole enough to erase again.
 */
import type { LeaderboardName } from '../../domain/registry.ts';
import { batchWrite } from '../adapters/batch-write.ts';
import { GetCommand, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import type { WithItem } from '../adapters/event-store.ts';
import { readKeys, type Key } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { readApp } from '../apps/keys.ts';
import { leaderboardNames } from '../leaderboards/boards.ts';
import { forgetToken } from '../players/token-cache.ts';
import { tokensOf } from '../players/tokens.ts';
import { forgetNameKey } from './reveal.ts';

/** A token issued meanwhile (an app's sign-in), or the app deleted meanwhile, makes the step read again: a few tries settle it. */
const MAX_ATTEMPTS = 5;

/**
 * DynamoDB's limit of one transaction (100 items) less this step's other writes: the profile, the
 * app's item and count, a line and a rating on each board. Each token is two items (its own,
 * and its listing under the player).
 */
const TOKENS_IN_THE_TRANSACTION = Math.floor((100 - 3 - 2 * 4) / 2);

/** What the profile says of the player's app, read consistently. */
async function appOfProfile(playerId: string): Promise<{ appId?: string; externalId?: string } | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableNames().read,
      Key: readKeys.profile(playerId),
      ConsistentRead: true,
      ProjectionExpression: 'appId, externalId',
    }),
  );
  return Item && { appId: Item.appId as string | undefined, externalId: Item.externalId as string | undefined };
}

/** A token's two items: its own, which a request reads, and its listing under the player. */
const tokenKeys = (playerId: string, hash: string): Key[] => [readKeys.token(hash), readKeys.playerToken(playerId, hash)];

const tokenDeletes = (playerId: string, hash: string): WithItem[] =>
  tokenKeys(playerId, hash).map((Key) => ({ Delete: { TableName: tableNames().read, Key } }));

const boardDeletes = (playerId: string): WithItem[] =>
  leaderboardNames.flatMap((board: LeaderboardName) => [
    { Delete: { TableName: tableNames().read, Key: readKeys.leaderboardLine(board, playerId) } },
    { Delete: { TableName: tableNames().read, Key: readKeys.rating(board, playerId) } },
  ]);

/**
 * Forgets the player: false when they had no profile (erased already, or never made). `last`,
 * the hash of the token the request came with, goes in the transaction itself, whatever the
 * number of tokens: until the profile goes, the player can always send the erasure again.
 */
export async function forgetPlayer(playerId: string, last?: string): Promise<boolean> {
  const read = tableNames().read;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const [tokens, app] = await Promise.all([tokensOf(playerId), appOfProfile(playerId)]);
    if (!tokens || !app) return false;
    const hashes = [...tokens.hashes].sort((a, b) => Number(b === last) - Number(a === last));
    const together = hashes.slice(0, TOKENS_IN_THE_TRANSACTION);
    // A player of more devices than a transaction holds loses the others' tokens first: never the request's own.
    await batchWrite(
      hashes
        .slice(TOKENS_IN_THE_TRANSACTION)
        .flatMap((hash) => tokenKeys(playerId, hash).map((Key) => ({ DeleteRequest: { Key: { ...Key } } }))),
    );
    // The app's count only while the app is there: deleted meanwhile, the transaction is cancelled and read again.
    const counted = app.appId !== undefined && (await readApp(app.appId)) !== undefined;
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: read,
                Key: readKeys.profile(playerId),
                // No token issued since the tokens were listed (tokens.ts counts every change on the profile).
                ...(tokens.changes === undefined
                  ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(tokenChanges)' }
                  : { ConditionExpression: 'tokenChanges = :changes', ExpressionAttributeValues: { ':changes': tokens.changes } }),
              },
            },
            ...together.flatMap((hash) => tokenDeletes(playerId, hash)),
            ...boardDeletes(playerId),
            ...(app.appId !== undefined && app.externalId !== undefined
              ? [{ Delete: { TableName: read, Key: readKeys.appPlayer(app.appId, app.externalId) } }]
              : []),
            ...(counted
              ? [
                  {
                    Update: {
                      TableName: read,
                      Key: readKeys.app(app.appId!),
                      UpdateExpression: 'ADD players :less',
                      ConditionExpression: 'attribute_exists(pk)',
                      ExpressionAttributeValues: { ':less': -1 },
                    },
                  },
                ]
              : []),
          ],
        }),
      );
      for (const hash of hashes) forgetToken(hash);
      forgetNameKey(playerId);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
  }
  throw new Error(`player ${playerId}: could not be forgotten in ${MAX_ATTEMPTS} tries (their tokens or app kept changing)`);
}
