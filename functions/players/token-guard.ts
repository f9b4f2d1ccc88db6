import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { forgetToken } from './token-cache.ts';
import type { Authenticated } from './players.ts';

/** The token a request came with was replaced (POST /players/me/token) before its write: 401. */
export class TokenRevoked extends Error {
  constructor(readonly tokenHash: string) {
    super('the bearer token was replaced; it no longer names a player');
    forgetToken(tokenHash);
  }
}

/**
 * The condition a write adds for a request that rests on the warm token cache: the token's
 * item must still exist. It rides in the same transaction as the write (TransactWriteItems,
 * one request), so the command's hot path stays one read and one write, and a token replaced
 * anywhere stops a write at once. Undefined when the request has read the item already.
 */
export const tokenGuard = (player: Authenticated | undefined) =>
  player && !player.verified
    ? { TableName: tableNames().read, Key: { ...readKeys.token(player.tokenHash) }, ConditionExpression: 'attribute_exists(pk)' }
    : undefined;
