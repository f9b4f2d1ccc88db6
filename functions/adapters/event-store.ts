import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { paginateQuery, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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
  /** Where the game's fair byte stream stands after this item, when its events drew (functions/fairness/position.ts). */
  fairPosition?: number;
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

/** An item elsewhere that must still hold when a stream item is appended (a request's token, say). */
export interface Requirement {
  TableName: string;
  Key: Record<string, unknown>;
  ConditionExpression: string;
}

/** The requirement of an append no longer held: nothing was written. */
export class RequirementFailed extends Error {}

/**
 * Appends one item on the next version; someone else writing it first is `VersionTaken`. With a
 * requirement, the append and the requirement's check are one transaction (still one request):
 * a requirement that fails is `RequirementFailed`.
 */
export async function appendItem(item: StreamItem, requirement?: Requirement): Promise<void> {
  if (requirement) return appendTogether(item, { ConditionCheck: requirement });
  const put = new PutCommand({ TableName: tableNames().events, Item: item, ConditionExpression: 'attribute_not_exists(version)' });
  if (!(await conditionally(dynamo().send(put)))) throw new VersionTaken(item.gameId, item.version);
}

/** An item written elsewhere in the same transaction as a stream item, only if it is new. */
export interface Companion {
  TableName: string;
  Item: Record<string, unknown>;
  ConditionExpression: string;
}

/**
 * Appends one item and writes `companion` with it, both or neither (one request): a game's
 * creation and its secret seed. A version taken is `VersionTaken`, and then nothing is written.
 */
export const appendWith = (item: StreamItem, companion: Companion): Promise<void> => appendTogether(item, { Put: companion });

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

async function appendTogether(item: StreamItem, other: { ConditionCheck: Requirement } | { Put: Companion }): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableNames().events, Item: item, ConditionExpression: 'attribute_not_exists(version)' } },
          other,
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [append, check] = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    // A version taken comes first: a rematch's second writer finds its seed item taken as well.
    if (append === 'ConditionalCheckFailed') throw new VersionTaken(item.gameId, item.version);
    if (check === 'ConditionalCheckFailed') throw new RequirementFailed();
    // Another transaction held one of the items for a moment: reload.
    if ([append, check].some((code) => code === 'TransactionConflict')) throw new VersionTaken(item.gameId, item.version);
    throw error;
  }
}
