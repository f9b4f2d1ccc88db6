import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, itemFrom, TransactionCanceledException, TransactWriteCommand, UpdateCommand } from '../adapters/documents.ts';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { writeSurely } from '../adapters/landed.ts';
import { grantWrites } from '../chips/grant.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import type { PlayerRecord } from './record.ts';
import { cachedPlayer, forgetToken, rememberToken } from './token-cache.ts';
import { systemClock } from '../adapters/clock.ts';
import { countAppPlayer } from '../apps/player-count.ts';
import type { WithItem } from '../adapters/event-store.ts';
import { listToken } from './token-listing.ts';
import { nameKeyFrom, newNameKey } from '../privacy/name-keys.ts';
import { rememberNameKey } from '../privacy/reveal.ts';
import { sealName } from '../privacy/sealed-names.ts';

export type { PlayerRecord };

/** The player a request acts for, and the token it came with. */
export interface Authenticated extends PlayerRecord {
  /** The hash of the bearer token: the key of its item, which verifyToken reads. */
  readonly tokenHash: string;
  /** Whether this request has checked the token's item (read it, or found it by its write's condition); false while it rests on the warm cache alone. */
  verified: boolean;
}

/** The token a request came with was replaced (POST /players/me/token) before its write: 401. */
export class TokenRevoked extends Error {
  constructor(readonly tokenHash: string) {
    super('the bearer token was replaced; it no longer names a player');
    forgetToken(tokenHash);
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newToken = () => `oct_${randomBytes(32).toString('base64url')}`;

/** A token derived from a secret (HMAC-SHA256), in the format of newToken: as hard to guess as the secret is. */
const derivedToken = (secret: string, message: string) => `oct_${createHmac('sha256', secret).update(message).digest('base64url')}`;

/**
 * The token of a sign-up sent with an Idempotency-Key: derived from the key, which only the
 * client holds (the server stores the key's hash: read-keys.ts), and the random attempt that
 * claimed it, which no answer shows. The requests sent with that key at once, on whichever
 * process or Lambda, can all answer the one token, and the server still stores only its hash
 * (docs/contract.md, Commands, Idempotency-Key). It is as hard to guess as the key is for one who
 * reads the database, and as a new token is for anyone else.
 */
export const signUpToken = (key: string, attempt: string) => derivedToken(key, `sign-up ${attempt}`);

/**
 * The token a rotation sent with an Idempotency-Key replaces `replaced` with: derived from the
 * token it replaces, which only its holder knows (the server stores its hash), and the key. A
 * retry that comes with the replaced token and the key (its answer was lost) is answered the
 * same token again, derived again, while the server stores only hashes (rotate-token.ts).
 */
export const rotationToken = (replaced: string, key: string) => derivedToken(replaced, `rotation ${key}`);

/** The app a sign-up came through (X-App-Key) was deleted while it was made: no player is made. */
export class AppGone extends Error {
  constructor(readonly appId: string) {
    super(`app ${appId} was deleted during the sign-up`);
  }
}

/** What a player made by an app carries, and the writes its transaction adds (app-players.ts). */
export interface NewPlayerOptions {
  /** The app the player is made by, on the profile; `externalId` the id the app knows them by, if it named one. */
  app?: { appId: string; externalId?: string };
  /** More writes of the same transaction, given the new player's id: they all land with the player, or none does. */
  also?: (playerId: string) => WithItem[];
  /** The server's time of the sign-up (its chips' grant). */
  now?: number;
}

/**
 * A new player and their bearer token, with their name as everything stored carries it: sealed
 * (functions/privacy/sealed-names.ts; every answer reveals it on the way out); only the token's hash is stored (listed under the player
 * too, so it can be found: tokens.ts), and their chips' grant. The token's item is marked `unused` until its first request (a sign-up's
 * Idempotency-Key may name the player with a new token only until then: rotate-token.ts).
 * A player signing up through an app (`appId`) is the app's: its id on the profile, and the
 * app's count of players raised in the same transaction, which an app deleted meanwhile cancels.
 */
export async function createPlayer(
  name: string,
  token = newToken(),
  { app, also = () => [], now = systemClock.now() }: NewPlayerOptions = {},
): Promise<PlayerRecord & { token: string }> {
  const playerId = `p_${randomUUID().replaceAll('-', '')}`;
  const tokenHash = hashToken(token);
  const read = tableNames().read;
  // The name is stored sealed, here too, under the player's own key (functions/privacy/):
  // erasure deletes this item, key and all, and no copy of the name opens again.
  const nameKey = newNameKey();
  const sealed = sealName(playerId, name, nameKeyFrom(nameKey));
  const items: WithItem[] = [
    // createdAt: the player's export shows it (functions/privacy/).
    {
      Put: {
        TableName: read,
        Item: {
          ...readKeys.profile(playerId),
          playerId,
          name: sealed,
          nameKey,
          tokenChanges: 1,
          // None yet: the webhook fan-out reads a player's subscriptions only once they made one (webhooks/subscriptions.ts).
          subscriptionsMade: 0,
          // Nor devices: the pushes read a player's devices only once they made one (notifications/devices.ts).
          devicesMade: 0,
          createdAt: new Date(now).toISOString(),
          ...app,
        },
      },
    },
    {
      Put: {
        TableName: read,
        Item: { ...readKeys.token(tokenHash), playerId, name: sealed, unused: true },
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    listToken(playerId, tokenHash),
    // docs/contract.md, Chips and the pot: 1,000 chips when the player is created, with the player.
    ...grantWrites(playerId, now),
  ];
  // The app's count of players, raised only while the app is there (its condition).
  const counted = app ? items.push(countAppPlayer(app.appId)) - 1 : -1;
  items.push(...also(playerId));
  const write = () => dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  try {
    // A write whose answer never came is ours if the token's item names our player; else it is written again.
    await writeSurely(write, async () => (await tokenItem(tokenHash))?.playerId === playerId);
  } catch (error) {
    // The token is new and random: an item already under its hash naming this player is our own
    // write, which landed although its answer was lost (the client tried it again).
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    if (app && reasons[counted]?.Code === 'ConditionalCheckFailed') throw new AppGone(app.appId);
    const found = reasons[1]?.Item;
    if (!found || itemFrom(found as Record<string, AttributeValue>).playerId !== playerId) throw error;
  }
  rememberNameKey(playerId, nameKeyFrom(nameKey));
  return { playerId, name: sealed, token };
}

/** The token's item as a read finds it: whom it names, and whether a request has used it yet. */
export interface TokenRecord extends PlayerRecord {
  unused: boolean;
  /**
   * A keyed rotation's token, not used yet: until when (the server's clock) its rotation's
   * retry with the token it replaced is answered it again (rotate-token.ts).
   */
  replayableUntil?: number;
}

/** The token's item, read consistently: a token just issued works at once, one just replaced fails at once. */
export async function tokenItem(tokenHash: string): Promise<TokenRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.token(tokenHash), ConsistentRead: true }),
  );
  return (
    Item && {
      playerId: Item.playerId as string,
      name: Item.name as string,
      unused: Item.unused === true,
      ...(typeof Item.replayableUntil === 'number' && { replayableUntil: Item.replayableUntil }),
    }
  );
}

/**
 * A token's first request: from now on its sign-up's Idempotency-Key names the player no more
 * (token-claimed), nor its rotation's key answers it to the token it replaced.
 */
const markUsed = (tokenHash: string) =>
  dynamo().send(
    new UpdateCommand({
      TableName: tableNames().read,
      Key: readKeys.token(tokenHash),
      UpdateExpression: 'REMOVE unused, replayableUntil',
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );

/**
 * Who a bearer token names. With `cache`, a token this function has seen costs no read (the
 * request must then re-check it: see `verified`); else its item is read.
 */
export async function playerByToken(token: string, { cache }: { cache: boolean }): Promise<Authenticated | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache ? cachedPlayer(tokenHash) : undefined;
  if (cached) return { ...cached, tokenHash, verified: false };
  const found = await tokenItem(tokenHash);
  if (!found) {
    forgetToken(tokenHash);
    return undefined;
  }
  // Once per token, on its first request: one more write, before the request acts with it.
  if ((found.unused || found.replayableUntil !== undefined) && !(await conditionally(markUsed(tokenHash)))) return undefined;
  const player: PlayerRecord = { playerId: found.playerId, name: found.name };
  rememberToken(tokenHash, player);
  return { ...player, tokenHash, verified: true };
}

/** The one read of the token's item a request makes, by request: started early, awaited where it matters. */
const checks = new WeakMap<Authenticated, Promise<boolean>>();

/**
 * Reads the token's item for a request that rested on the warm cache: false once it is gone.
 * A view's read starts it beside the game's Query when the game is not known warm; the edge
 * awaits it before answering whatever no write nor read checked (the same read, made once).
 */
export function verifyToken(player: Authenticated): Promise<boolean> {
  if (player.verified) return Promise.resolve(true);
  let check = checks.get(player);
  if (!check) {
    check = tokenItem(player.tokenHash).then((current) => {
      if (!current) forgetToken(player.tokenHash);
      else player.verified = true;
      return player.verified;
    });
    checks.set(player, check);
  }
  return check;
}

/** The app the player signed up through, read from the profile; undefined for a player of no app. */
export async function appIdOf(playerId: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.profile(playerId), ConsistentRead: true, ProjectionExpression: 'appId' }),
  );
  return Item?.appId as string | undefined;
}

/** The name on the player's profile (sealed, but on a profile older than the keys), read consistently; undefined for an id that has none (a bot's, or one erased). */
export async function profileName(playerId: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableNames().read,
      Key: readKeys.profile(playerId),
      ConsistentRead: true,
      ProjectionExpression: '#name',
      ExpressionAttributeNames: { '#name': 'name' },
    }),
  );
  return Item?.name as string | undefined;
}
