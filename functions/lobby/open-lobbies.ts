import { QueryCommand } from '../adapters/documents.ts';
import type { GameName } from '../../domain/registry.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { gameIdOfLobby, lists, queryList, readIndexes } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';

export interface OpenLobby {
  gameId: string;
  game: GameName;
  players: number;
  seats: number;
  createdAt: string;
  creator: string;
}

/**
 * One page of the open lobbies (of one game, or of all), newest first: one Query of its list
 * on a sparse index, however many games exist. `startKey` is the last key of the page before.
 */
export async function openLobbies(
  game: GameName | undefined,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ lobbies: OpenLobby[]; lastKey: Record<string, unknown> | undefined }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().read,
      ...(game ? queryList(readIndexes.lobbiesOfGame, lists.lobbiesOf(game)) : queryList(readIndexes.lists, lists.lobbies)),
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const lobbies = (page.Items ?? []).map((i) => ({
    gameId: gameIdOfLobby(i.pk as string),
    game: i.game as GameName,
    players: i.players as number,
    seats: i.seats as number,
    createdAt: i.createdAt as string,
    creator: i.creator as string,
  }));
  return { lobbies, lastKey: page.LastEvaluatedKey };
}
