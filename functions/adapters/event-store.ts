import { paginateQuery, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredEvent } from '../../domain/platform/index.ts';
import { conditionally } from './conditional.ts';
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
}

/** Every item of a game's stream in version order; one Query (more pages only past 1 MB). */
export async function loadStream(gameId: string): Promise<StreamItem[]> {
  const items: StreamItem[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    {
      TableName: tableNames().events,
      KeyConditionExpression: 'gameId = :g',
      ExpressionAttributeValues: { ':g': gameId },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) items.push(...((page.Items ?? []) as StreamItem[]));
  return items;
}

export class VersionTaken extends Error {
  constructor(
    readonly gameId: string,
    readonly version: number,
  ) {
    super(`version ${version} of game ${gameId} was written concurrently`);
  }
}

/** Appends one item on the next version; someone else writing it first is `VersionTaken`. */
export async function appendItem(item: StreamItem): Promise<void> {
  const put = new PutCommand({ TableName: tableNames().events, Item: item, ConditionExpression: 'attribute_not_exists(version)' });
  if (!(await conditionally(dynamo().send(put)))) throw new VersionTaken(item.gameId, item.version);
}

/** A game's newest version (undefined: no such game), from one item read newest first. */
export async function latestVersion(gameId: string): Promise<number | undefined> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().events,
      KeyConditionExpression: 'gameId = :g',
      ExpressionAttributeValues: { ':g': gameId },
      ProjectionExpression: 'version',
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return Items?.[0]?.version as number | undefined;
}
