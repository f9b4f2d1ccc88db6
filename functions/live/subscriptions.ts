import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/dynamo.ts';
import { tableNames } from '../adapters/tables.ts';
import { MAX_GAMES_PER_CONNECTION } from './protocol.ts';

/**
 * Who follows which game, in the read table:
 * - a connection: pk `LIVECONN#<connectionId>`, sk `CONNECTION`, with the set of games it follows
 *   (`games`: the limit of 20 is a condition on its size, and closing knows what to delete);
 * - a subscription: pk `LIVE#<gameId>`, sk `CONN#<connectionId>`, so a game's subscribers are
 *   one Query. It carries what the delivery step (delivery.ts) needs: the viewer, the last
 *   version sent, and the lease of whoever is sending.
 * Both expire (TTL) shortly after API Gateway would have closed the connection anyway.
 */
export interface Subscription {
  gameId: string;
  connectionId: string;
  /** The player the subscriber follows as; absent for a spectator. */
  viewer?: string;
  /** The game's version when the subscription was made: the `subscribed` message's. */
  since: number;
  /** The last version this connection was sent (its `after` until the first update). */
  sent: number;
  /** Whether `subscribed` has been sent: it goes first, before any update. */
  announced: boolean;
  /** Who is sending to this connection now, until when (ms); see delivery.ts. */
  lease?: string;
  leaseUntil?: number;
  /** The newest version someone asked the lease holder to send as well. */
  wanted?: number;
  expiresAt: number;
}

/** API Gateway closes a connection after two hours; its records outlive that by a margin. */
const CONNECTION_LIFETIME_MS = 2 * 3600_000;
const MARGIN_MS = 10 * 60_000;
export const expiresAtOf = (connectedAt: number) => Math.floor((connectedAt + CONNECTION_LIFETIME_MS + MARGIN_MS) / 1000);

export const connectionKey = (connectionId: string) => ({ pk: `LIVECONN#${connectionId}`, sk: 'CONNECTION' });
export const subscriptionKey = (gameId: string, connectionId: string) => ({ pk: `LIVE#${gameId}`, sk: `CONN#${connectionId}` });

/** A new connection ($connect), following nothing yet. */
export async function openConnection(connectionId: string, connectedAt: number): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableNames().read, Item: { ...connectionKey(connectionId), connectionId, connectedAt, expiresAt: expiresAtOf(connectedAt) } }),
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
              UpdateExpression: 'ADD games :game SET connectionId = :c, connectedAt = if_not_exists(connectedAt, :at), expiresAt = if_not_exists(expiresAt, :exp)',
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
      TransactItems: [connectionKey(connectionId), ...games.map((g) => subscriptionKey(g, connectionId))].map((Key) => ({ Delete: { TableName: read, Key } })),
    }),
  );
}

async function gamesOf(connectionId: string): Promise<string[]> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: connectionKey(connectionId), ConsistentRead: true }));
  return [...((Item?.games as Set<string> | undefined) ?? [])];
}

/** One subscription as stored now, or undefined once it is gone. */
export async function getSubscription(gameId: string, connectionId: string): Promise<Subscription | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: subscriptionKey(gameId, connectionId), ConsistentRead: true }));
  return Item as Subscription | undefined;
}

/** Every subscription to a game (one Query; more pages only past 1 MB, some thousands of subscribers). */
export async function subscribersOf(gameId: string, limit?: number): Promise<Subscription[]> {
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
        Limit: limit,
      }),
    );
    subscriptions.push(...((page.Items ?? []) as Subscription[]));
    startKey = limit === undefined ? page.LastEvaluatedKey : undefined;
  } while (startKey);
  return subscriptions;
}
