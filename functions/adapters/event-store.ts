import {
  itemFrom,
  paginateQuery,
  paginateScan,
  PutCommand,
  QueryCommand,
  TransactionCanceledException,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from './documents.ts';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { EVENT_SCHEMA, type Snapshot, type StoredItem, type WrittenEvent } from '../../domain/platform/index.ts';
import { conditionally } from './conditional.ts';
import { dynamo } from './dynamo.ts';
import { tableNames } from './tables.ts';

/** A snapshot as an item holds it: the state as deflated JSON, a few times smaller than as a map. */
export interface StoredSnapshot {
  schema: string;
  state: Uint8Array;
}

/** One stored command: the events it produced, the schema they were written with, who sent it. */
export interface StreamItem extends StoredItem {
  gameId: string;
  version: number;
  events: WrittenEvent[];
  /** EVENT_SCHEMA when it was written (absent: written before items carried one, schema 1). */
  schema?: number;
  /** Who sent the command (absent for timer defaults). */
  actor?: string;
  /** The game as folded through this version, on some items (games/game-log.ts says which). */
  snapshot?: StoredSnapshot;
  /** Where the game's fair byte stream stands after this item (functions/fairness/position.ts). */
  fairPosition?: number;
  /**
   * Which attempt of which command stored it (random, on commands' items): a writer whose answer
   * was lost knows its item by it, since another writer's may hold the very same events.
   */
  writeId?: string;
}

export const encodeSnapshot = (snapshot: Snapshot): StoredSnapshot => ({
  schema: snapshot.schema,
  state: deflateRawSync(JSON.stringify(snapshot.state)),
});

export const decodeSnapshot = (stored: StoredSnapshot): Snapshot => ({
  schema: stored.schema,
  state: JSON.parse(inflateRawSync(stored.state).toString('utf8')) as Snapshot['state'],
});

/**
 * A game's items newest first, at or below `upTo`, until `enough` says an item read is far
 * enough back; returned oldest first. The first request reads `pageSize` items (what is
 * enough in the usual case: one bounded Query); later ones, needed only when the snapshot
 * that should be there is not (an old game, a snapshot of other rules), read whole pages.
 */
export async function readBack(
  gameId: string,
  { upTo, pageSize, enough }: { upTo?: number; pageSize: number; enough: (item: StreamItem) => boolean },
): Promise<StreamItem[]> {
  const items: StreamItem[] = [];
  const pages = paginateQuery(
    { client: dynamo(), firstPageSize: pageSize },
    {
      TableName: tableNames().events,
      KeyConditionExpression: upTo === undefined ? 'gameId = :g' : 'gameId = :g AND version <= :v',
      ExpressionAttributeValues: { ':g': gameId, ...(upTo === undefined ? {} : { ':v': upTo }) },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
  );
  for await (const page of pages) {
    const read = (page.Items ?? []) as StreamItem[];
    items.push(...read);
    if (read.some(enough)) break;
  }
  return items.reverse();
}

/** At most `count` items after version `after`, oldest first: one Query. */
export async function itemsAfter(gameId: string, after: number, count: number): Promise<StreamItem[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().events,
      KeyConditionExpression: 'gameId = :g AND version > :after',
      ExpressionAttributeValues: { ':g': gameId, ':after': after },
      // The snapshots are no events: a page never carries them.
      ProjectionExpression: 'gameId, version, events, #schema',
      ExpressionAttributeNames: { '#schema': 'schema' },
      Limit: count,
      ConsistentRead: true,
    }),
  );
  return (Items ?? []) as StreamItem[];
}

/** Every game id in the events table (rebuilds of projections): one pass over it, reading the keys only. */
export async function allGameIds(): Promise<string[]> {
  const ids = new Set<string>();
  for await (const page of paginateScan({ client: dynamo() }, { TableName: tableNames().events, ProjectionExpression: 'gameId' }))
    for (const item of page.Items ?? []) ids.add(item.gameId as string);
  return [...ids].sort();
}

/** Every item of a game's stream in version order (rebuilds of projections; tests). */
export const loadStream = (gameId: string): Promise<StreamItem[]> => readBack(gameId, { pageSize: 1000, enough: () => false });

export class VersionTaken extends Error {
  constructor(
    readonly gameId: string,
    readonly version: number,
  ) {
    super(`version ${version} of game ${gameId} was written concurrently`);
  }
}

/** A write that goes with an item, in the same transaction (e.g. the command's Idempotency-Key). */
export type WithItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Another write of the transaction found its condition false: `old` is the item it found. */
export class CompanionRefused extends Error {
  constructor(
    readonly index: number,
    readonly old: Record<string, unknown> | undefined,
  ) {
    super(`write ${index} of an item's transaction found its condition false`);
  }
}

/**
 * Appends one item on the next version: one conditional PutItem, or with `also`, one
 * TransactWriteItems holding it and them. Someone else writing the version first is
 * `VersionTaken`; another write's condition failing is `CompanionRefused` (nothing is written).
 */
export async function appendItem(item: StreamItem, also: WithItem[] = []): Promise<void> {
  await storeItem(item, also);
  for (const listener of appendedListeners) listener();
}

/**
 * Told after each item stored by this process. On one machine the stream poller listens, and
 * reads the stream at once rather than at its next poll: a live update is not held up by the
 * poller's wait (DynamoDB Streams and Lambda have no such wait to cut). On AWS nobody listens.
 */
const appendedListeners = new Set<() => void>();

export function onAppended(listener: () => void): () => void {
  appendedListeners.add(listener);
  return () => appendedListeners.delete(listener);
}

async function storeItem(item: StreamItem, also: WithItem[]): Promise<void> {
  const put = {
    TableName: tableNames().events,
    Item: { ...item, schema: EVENT_SCHEMA },
    ConditionExpression: 'attribute_not_exists(version)',
  };
  if (also.length === 0) {
    if (!(await conditionally(dynamo().send(new PutCommand(put))))) throw new VersionTaken(item.gameId, item.version);
    return;
  }
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: [{ Put: put }, ...also] }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new VersionTaken(item.gameId, item.version);
    // Another transaction held one of the items for a moment: read again and decide again.
    if (reasons.some((r) => r.Code === 'TransactionConflict')) throw new VersionTaken(item.gameId, item.version);
    const index = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    if (index < 0) throw error;
    const old = reasons[index]!.Item;
    throw new CompanionRefused(index - 1, old && itemFrom(old as Record<string, AttributeValue>));
  }
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
