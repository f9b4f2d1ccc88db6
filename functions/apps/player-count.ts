import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

/**
 * The write that counts a player signing up through an app, for the sign-up's own transaction
 * (functions/players/players.ts): the app must still exist, else the transaction is cancelled
 * and no player is made. A module of its own: every function imports the players' module.
 */
export const countAppPlayer = (appId: string) => ({
  Update: {
    TableName: tableNames().read,
    Key: readKeys.app(appId),
    UpdateExpression: 'ADD players :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1 },
  },
});
