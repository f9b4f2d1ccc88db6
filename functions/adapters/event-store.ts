import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredEvent } from '../../domain/game/index.ts';
import { dynamo } from './dynamo.ts';
import { tableNames } from './tables.ts';

/** One stored command: the events it produced, and what identifies a retry of it. */
export interface StreamItem {
  gameId: string;
  version: number;
  events: StoredEvent[];
  /** Who sent the command (absent for timer defaults). */
  actor?: string;
  /** The client's Idempotency-Key and a hash of the body it came with. */
  idempotencyKey?: string;
  requestHash?: string;
  /** The lobby as of this item, on items stored while the game is in the lobby (functions/stream/lobby.ts). */
  lobby?: LobbySnapshot;
}

/** What the lobby list shows of a game. */
export interface LobbySnapshot {
  game: string;
  /** When the game was created (ms): the lobby list's order. */
  createdAt: number;
  creator: string;
  players: number;
  seats: number;
  /** Whether the game is listed: in the lobby with a seat free. */
  open: boolean;
}

/** Every item of a game's stream in version order; one Query (more pages only past 1 MB). */
export async function loadStream(gameId: string, afterVersion = 0): Promise<StreamItem[]> {
  const items: StreamItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().events,
        KeyConditionExpression: 'gameId = :g AND version > :v',
        ExpressionAttributeValues: { ':g': gameId, ':v': afterVersion },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as StreamItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export class VersionTaken extends Error {
  constructor(readonly gameId: string, readonly version: number) {
    super(`version ${version} of game ${gameId} was written concurrently`);
  }
}

/** Appends one item on the next version; someone else writing it first is `VersionTaken`. */
export async function appendItem(item: StreamItem): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableNames().events,
        Item: item,
        ConditionExpression: 'attribute_not_exists(version)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new VersionTaken(item.gameId, item.version);
    throw error;
  }
}
