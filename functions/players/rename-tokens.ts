import pMap from 'p-map';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactWriteCommand,
  UpdateCommand,
} from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { TokenRevoked, type Authenticated } from './players.ts';
import { forgetToken } from './token-cache.ts';
import { tokensOf } from './tokens.ts';

/** Token items renamed at once. */
const CONCURRENCY = 8;

/** A token issued or ended during the rename makes it go round again; a few rounds settle it. */
const MAX_ROUNDS = 5;

/**
 * The new name on the player's profile and on the item of every token of theirs, which is where
 * a request finds the name it acts under. The player's other tokens (tokens.ts) take it first,
 * one write each (as many as the player has devices); then the caller's token (it must still
 * exist: else TokenRevoked) and the profile in one transaction, on the condition that no token
 * came or went since the list was read (the profile's count of token changes). A token issued
 * meanwhile copied the old name: the rename goes round again. A token issued after it copies the
 * new one (its own condition is the profile's name). This function's cache forgets the other
 * tokens, whose cached name is the old one.
 */
export async function renameTokens(player: Authenticated, name: string): Promise<void> {
  const read = tableNames().read;
  const setName = {
    UpdateExpression: 'SET #name = :name',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':name': name },
  };
  for (let round = 1; ; round++) {
    const tokens = await tokensOf(player.playerId);
    if (!tokens) throw new TokenRevoked(player.tokenHash);
    const others = tokens.hashes.filter((hash) => hash !== player.tokenHash);
    await pMap(
      others,
      async (hash) => {
        forgetToken(hash);
        try {
          // Only a token still there: one ended since is not written back.
          await dynamo().send(
            new UpdateCommand({ TableName: read, Key: readKeys.token(hash), ConditionExpression: 'attribute_exists(pk)', ...setName }),
          );
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      },
      { concurrency: CONCURRENCY },
    );
    const unchanged =
      tokens.changes === undefined
        ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(tokenChanges)' }
        : { ConditionExpression: 'attribute_exists(pk) AND tokenChanges = :changes' };
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: { TableName: read, Key: readKeys.token(player.tokenHash), ConditionExpression: 'attribute_exists(pk)', ...setName } },
            {
              Update: {
                TableName: read,
                Key: readKeys.profile(player.playerId),
                ...setName,
                ...unchanged,
                ExpressionAttributeValues: {
                  ...setName.ExpressionAttributeValues,
                  ...(tokens.changes !== undefined && { ':changes': tokens.changes }),
                },
              },
            },
          ],
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [token, profile] = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      if (token === 'ConditionalCheckFailed') throw new TokenRevoked(player.tokenHash);
      if (profile !== 'ConditionalCheckFailed' || round === MAX_ROUNDS) throw error;
    }
  }
}
