import { GetCommand, paginateQuery, TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { listOrder, lists, liveGame, onList, queryList, readIndexes, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { MAX_GAMES_PER_CONNECTION } from './protocol.ts';

/**
 * Who follows which game live, in the read table (the keys: functions/adapters/read-keys.ts).
 * A *subscriber* is one connection following one game (what the wire protocol's `subscribe`
 * makes; webhook "subscriptions" are another thing):
 * - a connection, with the set of games it follows (`games`: the limit of 20 is a condition on
 *   its size, and closing knows what to delete);
 * - a game's subscribers and its cursor share one partition, read with one Query: the cursor is
 *   the last version sent to every subscriber at it (delivery.ts);
 * - a subscriber as a player is also on the list of the games that player follows, where a
 *   rotation of the player's token finds it.
 * All of them expire (TTL) shortly after API Gateway would have closed the connection anyway.
 */
export interface Subscriber {
  gameId: string;
  connectionId: string;
  /** Tells this subscriber from an earlier one of the same connection and game, and a retried write of it from another's. */
  subscriberId: string;
  /** The player the subscriber follows as; absent for a spectator. */
  viewer?: string;
  /** The hash of the token it followed with: once that token stops working, so does the subscriber. */
  tokenHash?: string;
  /** The game's version when the subscriber was made: the `subscribed` message's. */
  since: number;
  /**
   * The last version this connection was sent, while it has a position of its own: from its
   * `after` until it has caught up with the cursor (or after a post to it failed). Absent: it is at the cursor.
   */
  sent?: number;
  /** Whether `subscribed` has been sent: it goes first, before any update. */
  announced: boolean;
  expiresAt: number;
}

/**
 * A subscriber as stored: its id keeps the attribute name it was first written with
 * (`followerId`), so that the records of connections open across a deploy read alike.
 */
export const STORED_ID = 'followerId';
const itemOf = ({ subscriberId, ...rest }: Subscriber) => ({ ...rest, [STORED_ID]: subscriberId });
const subscriberOf = ({ [STORED_ID]: subscriberId, ...rest }: Record<string, unknown>) => ({ ...rest, subscriberId }) as Subscriber;

export interface Cursor {
  gameId: string;
  /** Every subscriber without a position of its own has been sent the versions through this one. */
  sent: number;
  expiresAt: number;
}

/** API Gateway closes a connection after two hours; its records outlive that by a margin. */
const CONNECTION_LIFETIME_MS = 2 * 3600_000;
const MARGIN_MS = 10 * 60_000;
export const expiresAtOf = (connectedAt: number) => Math.floor((connectedAt + CONNECTION_LIFETIME_MS + MARGIN_MS) / 1000);

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'too-many';

/**
 * Adds the subscriber and its game to the connection's set, at once: a connection at its
 * limit, or one that follows the game already, gets neither. A write whose answer was lost and
 * that was sent again finds its own subscriber (by `subscriberId`) and is `subscribed`.
 */
export async function subscribe(subscriber: Subscriber, connectedAt: number): Promise<SubscribeOutcome> {
  const read = tableNames().read;
  const listed = subscriber.viewer
    ? onList(lists.subscribedAs(subscriber.viewer), listOrder.subscriber(subscriber.gameId, subscriber.connectionId))
    : {};
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: read,
              Key: readKeys.liveConnection(subscriber.connectionId),
              UpdateExpression:
                'ADD games :game SET connectionId = :c, connectedAt = if_not_exists(connectedAt, :at), expiresAt = if_not_exists(expiresAt, :exp)',
              ConditionExpression: 'attribute_not_exists(games) OR (size(games) < :max AND NOT contains(games, :id))',
              ExpressionAttributeValues: {
                ':game': new Set([subscriber.gameId]),
                ':id': subscriber.gameId,
                ':c': subscriber.connectionId,
                ':at': connectedAt,
                ':exp': subscriber.expiresAt,
                ':max': MAX_GAMES_PER_CONNECTION,
              },
            },
          },
          {
            Put: {
              TableName: read,
              Item: { ...readKeys.subscriber(subscriber.gameId, subscriber.connectionId), ...itemOf(subscriber), ...listed },
            },
          },
        ],
      }),
    );
    return 'subscribed';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException) || error.CancellationReasons?.[0]?.Code !== 'ConditionalCheckFailed') throw error;
    const stored = await getSubscriber(subscriber.gameId, subscriber.connectionId);
    if (stored?.subscriberId === subscriber.subscriberId) return 'subscribed';
    return stored ? 'already-subscribed' : 'too-many';
  }
}

/**
 * Stops following a game; false if the connection did not follow it (or, given `subscriberId`,
 * follows it as another subscriber: one made again after this one was removed).
 */
export async function unsubscribe(connectionId: string, gameId: string, subscriberId?: string): Promise<boolean> {
  const read = tableNames().read;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: read,
              Key: readKeys.liveConnection(connectionId),
              UpdateExpression: 'DELETE games :game',
              ConditionExpression: 'contains(games, :id)',
              ExpressionAttributeValues: { ':game': new Set([gameId]), ':id': gameId },
            },
          },
          {
            Delete: {
              TableName: read,
              Key: readKeys.subscriber(gameId, connectionId),
              ...(subscriberId !== undefined && {
                ConditionExpression: `${STORED_ID} = :f`,
                ExpressionAttributeValues: { ':f': subscriberId },
              }),
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed'))
      return false;
    throw error;
  }
}

/** Forgets a connection and everything it followed ($disconnect, or a post that found it gone). */
export async function closeConnection(connectionId: string): Promise<void> {
  const games = await gamesOf(connectionId);
  const read = tableNames().read;
  // At most 20 subscribers, the connection and its rate (AWS's): one transaction, nothing left half-deleted.
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        readKeys.liveConnection(connectionId),
        readKeys.liveRate(connectionId),
        ...games.map((g) => readKeys.subscriber(g, connectionId)),
      ].map((Key) => ({
        Delete: { TableName: read, Key },
      })),
    }),
  );
}

async function gamesOf(connectionId: string): Promise<string[]> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.liveConnection(connectionId), ConsistentRead: true }),
  );
  return [...((Item?.games as Set<string> | undefined) ?? [])];
}

/** One subscriber as stored now, or undefined once it is gone. */
export async function getSubscriber(gameId: string, connectionId: string): Promise<Subscriber | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.subscriber(gameId, connectionId), ConsistentRead: true }),
  );
  return Item && subscriberOf(Item);
}

/** A game's cursor and every subscriber of it: one Query (more pages only past 1 MB, some thousands of subscribers). */
export async function subscribersOf(gameId: string): Promise<{ cursor: Cursor | undefined; subscribers: Subscriber[] }> {
  let cursor: Cursor | undefined;
  const subscribers: Subscriber[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': liveGame(gameId) },
      ConsistentRead: true,
    },
  );
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      if (item.sk === readKeys.liveCursor(gameId).sk) cursor = item as Cursor;
      else subscribers.push(subscriberOf(item));
    }
  return { cursor, subscribers };
}

/** The games a player follows live on some connection (from the index, which may lag a moment behind a new subscriber). */
export async function gamesSubscribedAs(playerId: string): Promise<string[]> {
  const games = new Set<string>();
  const pages = paginateQuery(
    { client: dynamo() },
    { TableName: tableNames().read, ...queryList(readIndexes.lists, lists.subscribedAs(playerId)), ProjectionExpression: 'gameId' },
  );
  for await (const page of pages) for (const item of page.Items ?? []) games.add(item.gameId as string);
  return [...games];
}
