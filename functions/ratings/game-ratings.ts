import { GetCommand } from '../adapters/documents.ts';
import type { LeaderboardName } from '../../domain/registry.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import type { Changes } from './items.ts';

export interface GameRatings {
  readonly board: LeaderboardName;
  readonly changes: Changes;
}

/** A game's rating changes as the projection applied them (empty for a game that does not count), or undefined until it has. */
export async function gameRatings(gameId: string): Promise<GameRatings | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.ratingChanges(gameId) }));
  return Item && { board: Item.board as LeaderboardName, changes: Item.changes as Changes };
}
