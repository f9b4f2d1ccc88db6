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

/**
 * The profile's update of a transaction that adds or ends tokens: the count of changes, and its
 * name unchanged. A profile written before tokens were listed names its one token (`tokenHash`):
 * a transaction that `ends` a token ends that one (the player has no other), and lists the new one.
 */
export const countTokenChange = (holder: PlayerRecord, { ends = false }: { ends?: boolean } = {}): WithItem => ({
  Update: {
    TableName: tableNames().read,
    Key: readKeys.profile(holder.playerId),
    UpdateExpression: ends ? 'ADD tokenChanges :one REMOVE tokenHash' : 'ADD tokenChanges :one',
    ConditionExpression: '#name = :name',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':one': 1, ':name': holder.name },
  },
});
