import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredEvent } from '../../domain/platform/index.ts';
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
  if (requirement) return appendRequiring(item, requirement);
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

async function appendRequiring(item: StreamItem, requirement: Requirement): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableNames().events, Item: item, ConditionExpression: 'attribute_not_exists(version)' } },
          { ConditionCheck: requirement },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [append, check] = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    if (check === 'ConditionalCheckFailed') throw new RequirementFailed();
    // The version was taken, or another transaction held one of the items for a moment: reload.
    if ([append, check].some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict'))
      throw new VersionTaken(item.gameId, item.version);
    throw error;
  }
}
