import { systemClock } from '../adapters/clock.ts';
import { TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { hashToken, newToken, tokenItem, TokenRevoked, type Authenticated, type PlayerRecord } from './players.ts';
import { forgetToken, rememberToken } from './token-cache.ts';
import { countTokenChange, listToken, unlistToken } from './token-listing.ts';
import { tokensOf } from './tokens.ts';

/** A rename racing the replacement changes the name to copy; a few tries settle it. */
const MAX_ATTEMPTS = 3;

/**
 * POST /players/me/token: a new token for the player, and the one this request came with
 * stops working at once; the player's other tokens keep working. One transaction deletes the old
 * token's item (it must still exist: of two replacements with the same token one wins, the other
 * is refused), stores the new one's, lists the new one under the player in place of the old
 * (token-listing.ts) and counts the change on the profile. The profile's name is the condition that the name copied onto the
 * new item is current; after a rename in between, the name is read again. Other warm functions
 * still caching the old token find it gone at their next check (token-cache.ts).
 * The new token is random, or `derived` (rotationToken) for a rotation sent with a key: that
 * one is marked replayable for ROTATION_REPLAY_MS, until its first request.
 */
export async function rotateToken(player: Authenticated, derived?: string): Promise<string> {
  let holder: PlayerRecord = player;
  const token = derived ?? newToken();
  const tokenHash = hashToken(token);
  const replayableUntil = derived === undefined ? undefined : systemClock.now() + ROTATION_REPLAY_MS;
  for (let attempt = 1; ; attempt++) {
    const reasons = await replace(player.tokenHash, tokenHash, holder, { replayableUntil });
    if (!reasons) {
      forgetToken(player.tokenHash);
      // A keyed rotation's token is left uncached: its first request reads its item and marks it used.
      if (replayableUntil === undefined) rememberToken(tokenHash, holder);
      return token;
    }
    if (reasons[0] === 'ConditionalCheckFailed') throw new TokenRevoked(player.tokenHash);
    const current = attempt < MAX_ATTEMPTS ? await tokenItem(player.tokenHash) : undefined;
    if (!current) throw new Error(`player ${player.playerId}: the token could not be replaced (${reasons.join(', ')})`);
    holder = current;
  }
}

/**
 * How long the retry of a keyed rotation with the token it replaced is answered the new token,
 * and only while no request has used that token (docs/contract.md, Commands): whoever holds a
 * leaked token and the rotation's key gets nothing once the rightful holder has used the new
 * token, nor after this. A real retry of a lost answer comes within seconds.
 */
export const ROTATION_REPLAY_MS = 10 * 60_000;

/**
 * The player whose token a keyed rotation replaced with the token of hash `tokenHash`, while its
 * retry may still be answered: the token unused, within ROTATION_REPLAY_MS of the rotation.
 */
export async function replayableRotation(tokenHash: string): Promise<string | undefined> {
  const item = await tokenItem(tokenHash);
  return item?.replayableUntil !== undefined && systemClock.now() <= item.replayableUntil ? item.playerId : undefined;
}

/** Replays of one sign-up from several processes at once: each one's turn comes, one after another. */
const MAX_REISSUES = 30;

/**
 * A new token for a player known by id alone (POST /players replayed under its Idempotency-Key:
 * the server keeps only a hash, so the token answered before cannot be answered again), but
 * only while the player's token was never used (docs/contract.md, Commands: a key is never a
 * way into an account in use); then undefined. The player's one listed token is the current
 * one, which stops working as in `rotateToken`; the new one is unused too. A replay of the same
 * sign-up replacing the token first makes us read the list again and take our turn.
 */
export async function reissueToken(playerId: string): Promise<string | undefined> {
  for (let attempt = 1; attempt <= MAX_REISSUES; attempt++) {
    const tokens = await tokensOf(playerId);
    if (!tokens) throw new Error(`player ${playerId} has no profile`);
    // A player signed up holds one token until it is used: more than one were issued by using it.
    if (tokens.hashes.length !== 1) return undefined;
    const [current] = tokens.hashes as [string];
    const token = newToken();
    const reasons = await replace(current, hashToken(token), { playerId, name: tokens.name }, { unused: true });
    if (!reasons) return token;
    if (reasons[0] === 'ConditionalCheckFailed') {
      // Used (then it stays so), or replaced by a replay meanwhile (then the player's list names another).
      const item = await tokenItem(current);
      if (item && !item.unused) return undefined;
    }
  }
  throw new Error(`player ${playerId}: the token could not be reissued in ${MAX_REISSUES} tries`);
}

/** The transaction; the reasons it was cancelled for, or undefined once done. */
async function replace(
  oldHash: string,
  newHash: string,
  holder: PlayerRecord,
  { unused = false, replayableUntil }: { unused?: boolean; replayableUntil?: number },
): Promise<(string | undefined)[] | undefined> {
  const read = tableNames().read;
  // A reissue replaces only a token never used, and issues one unused as well.
  const onlyUnused = unused
    ? { ConditionExpression: 'attribute_exists(pk) AND unused = :yes', ExpressionAttributeValues: { ':yes': true } }
    : {};
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: read, Key: readKeys.token(oldHash), ConditionExpression: 'attribute_exists(pk)', ...onlyUnused } },
          {
            Put: {
              TableName: read,
              Item: {
                ...readKeys.token(newHash),
                playerId: holder.playerId,
                name: holder.name,
                ...(unused && { unused }),
                ...(replayableUntil !== undefined && { replayableUntil }),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          countTokenChange(holder, { ends: true }),
          unlistToken(holder.playerId, oldHash),
          listToken(holder.playerId, newHash),
        ],
      }),
    );
    return undefined;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    return (error.CancellationReasons ?? []).map((reason) => reason.Code);
  }
}
