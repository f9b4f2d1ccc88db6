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
  if (requirement) return appendRequiring(item, requirement);
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
