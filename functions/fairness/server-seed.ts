import { GetCommand } from '../adapters/documents.ts';
import type { WithItem } from '../adapters/event-store.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

/**
 * Where a game's secret server seed lives: one item of the read table under a partition of its
 * own (`SEED#<id>`), apart from the events (whose stream every consumer reads) and from every
 * key a read path queries. Written once, with the game's creation; read only by the command
 * path, when a decision draws or ends the game.
 *
 * A seed never changes, so a warm process keeps the ones it has written or read: a game's
 * drawing commands landing on the same process cost no extra request. Bounded, oldest first out.
 */
const KEPT = 10_000;
const kept = new Map<string, string>();

function keep(gameId: string, serverSeed: string): void {
  kept.delete(gameId);
  kept.set(gameId, serverSeed);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
}

/** The seed item's write, in the same transaction as the game's first stream item (appendItem's `also`). */
export function seedItem(gameId: string, serverSeed: string): WithItem {
  return {
    Put: {
      TableName: tableNames().read,
      Item: { ...readKeys.serverSeed(gameId), serverSeed },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** After the creation is stored: this process knows the seed without reading it. */
export const remember = keep;

/** The game's server seed: from this process's memory, or one consistent GetItem. */
export async function loadServerSeed(gameId: string): Promise<string> {
  const known = kept.get(gameId);
  if (known) return known;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().read, Key: readKeys.serverSeed(gameId), ConsistentRead: true }),
  );
  const serverSeed = Item?.serverSeed as string | undefined;
  if (!serverSeed) throw new Error(`game ${gameId} has no server seed`);
  keep(gameId, serverSeed);
  return serverSeed;
}

/** Tests measure a process that has never seen the game (a cold Lambda). */
export const forgetServerSeeds = (): void => kept.clear();
