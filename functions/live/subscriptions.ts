import { GetCommand, PutCommand, QueryCommand, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { tableNames } from '../adapters/tables.ts';
import { MAX_GAMES_PER_CONNECTION } from './protocol.ts';

/**
 * Who follows which game, in the read table:
 * - a connection: pk `LIVECONN#<connectionId>`, sk `CONNECTION`, with the set of games it follows
 *   (`games`: the limit of 20 is a condition on its size, and closing knows what to delete);
 * - a game's followers, one partition `LIVE#<gameId>`, read with one Query: a subscription per
 *   connection (sk `CONN#<connectionId>`) and the game's cursor (sk `CURSOR`): the last version
 *   sent to every subscription that follows it, and the lease of whoever is sending (delivery.ts).
 * All of them expire (TTL) shortly after API Gateway would have closed the connection anyway.
 */
export interface Subscription {
  gameId: string;
  connectionId: string;
  /** Tells this subscription from an earlier one of the same connection and game. */
  subscriptionId: string;
  /** The player the subscriber follows as; absent for a spectator. */
  viewer?: string;
  /** The game's version when the subscription was made: the `subscribed` message's. */
  since: number;
  /**
   * The last version this connection was sent, while it has a position of its own: from its
   * `after` until its catch-up is done (or after a post to it failed). Absent: it is at the cursor.
   */
  sent?: number;
  /** Whether `subscribed` has been sent: it goes first, before any update. */
  announced: boolean;
  expiresAt: number;
}

export interface Cursor {
  gameId: string;
  /** Every subscription without a position of its own has been sent the versions through this one. */
  sent: number;
  /** Who is sending to the game's subscribers now, until when (ms). */
  lease?: string;
  leaseUntil?: number;
  /** Set by a job that found the lease held: something is new (a version, a subscription). */
  dirty?: boolean;
  expiresAt: number;
}

/** API Gateway closes a connection after two hours; its records outlive that by a margin. */
const CONNECTION_LIFETIME_MS = 2 * 3600_000;
const MARGIN_MS = 10 * 60_000;
export const expiresAtOf = (connectedAt: number) => Math.floor((connectedAt + CONNECTION_LIFETIME_MS + MARGIN_MS) / 1000);

export const connectionKey = (connectionId: string) => ({ pk: `LIVECONN#${connectionId}`, sk: 'CONNECTION' });
export const subscriptionKey = (gameId: string, connectionId: string) => ({ pk: `LIVE#${gameId}`, sk: `CONN#${connectionId}` });
export const cursorKey = (gameId: string) => ({ pk: `LIVE#${gameId}`, sk: 'CURSOR' });

/** A new connection ($connect), following nothing yet. */
export async function openConnection(connectionId: string, connectedAt: number): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableNames().read,
      Item: { ...connectionKey(connectionId), connectionId, connectedAt, expiresAt: expiresAtOf(connectedAt) },
    }),
  );
}

export type FollowOutcome = 'following' | 'already-following' | 'too-many';

/**
 * Adds the subscription and its game to the connection's set, at once: a connection at its
 * limit, or one that follows the game already, gets neither.
 */
export async function follow(subscription: Subscription, connectedAt: number): Promise<FollowOutcome> {
  const read = tableNames().read;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: read,
              Key: connectionKey(subscription.connectionId),
              UpdateExpression:
                'ADD games :game SET connectionId = :c, connectedAt = if_not_exists(connectedAt, :at), expiresAt = if_not_exists(expiresAt, :exp)',
              ConditionExpression: 'attribute_not_exists(games) OR (size(games) < :max AND NOT contains(games, :id))',
              ExpressionAttributeValues: {
                ':game': new Set([subscription.gameId]),
                ':id': subscription.gameId,
                ':c': subscription.connectionId,
                ':at': connectedAt,
                ':exp': subscription.expiresAt,
                ':max': MAX_GAMES_PER_CONNECTION,
              },
            },
          },
          { Put: { TableName: read, Item: { ...subscriptionKey(subscription.gameId, subscription.connectionId), ...subscription } } },
        ],
      }),
    );
    return 'following';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException) || error.CancellationReasons?.[0]?.Code !== 'ConditionalCheckFailed') throw error;
    return (await gamesOf(subscription.connectionId)).includes(subscription.gameId) ? 'already-following' : 'too-many';
  }
}

/** Stops following a game; false if the connection did not follow it. */
export async function unfollow(connectionId: string, gameId: string): Promise<boolean> {
  const read = tableNames().read;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: read,
              Key: connectionKey(connectionId),
              UpdateExpression: 'DELETE games :game',
              ConditionExpression: 'contains(games, :id)',
              ExpressionAttributeValues: { ':game': new Set([gameId]), ':id': gameId },
            },
          },
          { Delete: { TableName: read, Key: subscriptionKey(gameId, connectionId) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Forgets a connection and everything it followed ($disconnect, or a post that found it gone). */
export async function closeConnection(connectionId: string): Promise<void> {
  const games = await gamesOf(connectionId);
  const read = tableNames().read;
  // At most 20 subscriptions and the connection: one transaction, nothing left half-deleted.
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [connectionKey(connectionId), ...games.map((g) => subscriptionKey(g, connectionId))].map((Key) => ({
        Delete: { TableName: read, Key },
      })),
    }),
  );
}

async function gamesOf(connectionId: string): Promise<string[]> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: connectionKey(connectionId), ConsistentRead: true }),
  );
  return [...((Item?.games as Set<string> | undefined) ?? [])];
}

/** One subscription as stored now, or undefined once it is gone. */
export async function getSubscription(gameId: string, connectionId: string): Promise<Subscription | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: subscriptionKey(gameId, connectionId), ConsistentRead: true }),
  );
  return Item as Subscription | undefined;
}

/** A game's cursor and every subscription to it: one Query (more pages only past 1 MB, some thousands of subscribers). */
export async function followersOf(gameId: string): Promise<{ cursor: Cursor | undefined; subscriptions: Subscription[] }> {
  let cursor: Cursor | undefined;
  const subscriptions: Subscription[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().read,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `LIVE#${gameId}` },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.sk === 'CURSOR') cursor = item as Cursor;
      else subscriptions.push(item as Subscription);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { cursor, subscriptions };
}

/** Whether anyone follows the game: one consistent read of at most one subscription. */
export async function isFollowed(gameId: string): Promise<boolean> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :conn)',
      ExpressionAttributeValues: { ':pk': `LIVE#${gameId}`, ':conn': 'CONN#' },
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  return (Items?.length ?? 0) > 0;
}
