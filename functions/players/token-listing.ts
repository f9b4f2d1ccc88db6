/**
 * The writes that keep a player's tokens listed under the player (tokens.ts says why), made in
 * the transaction that issues or ends the token.
 */
import type { WithItem } from '../adapters/event-store.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import type { PlayerRecord } from './record.ts';

/** The listing of a new token under its player. */
export const listToken = (playerId: string, tokenHash: string): WithItem => ({
  Put: { TableName: tableNames().read, Item: { ...readKeys.playerToken(playerId, tokenHash) } },
});

/** The listing of a token that ends. */
export const unlistToken = (playerId: string, tokenHash: string): WithItem => ({
  Delete: { TableName: tableNames().read, Key: readKeys.playerToken(playerId, tokenHash) },
});

/** The profile's update of a transaction that adds or ends tokens: the count of changes, and its name unchanged. */
export const countTokenChange = (holder: PlayerRecord): WithItem => ({
  Update: {
    TableName: tableNames().read,
    Key: readKeys.profile(holder.playerId),
    // A profile written before tokens were listed names its one token there: listed from now on.
    UpdateExpression: 'ADD tokenChanges :one REMOVE tokenHash',
    ConditionExpression: '#name = :name',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':one': 1, ':name': holder.name },
  },
});
