import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { GameState } from '../../domain/game/index.ts';
import { dynamo } from '../adapters/dynamo.ts';
import type { LobbySnapshot } from '../adapters/event-store.ts';
import { tableNames } from '../adapters/tables.ts';
import type { ItemConsumer } from './records.ts';

/**
 * The lobby as of one stored item, written on every item stored while the game is in the
 * lobby (creating, joining, starting): what the lobby list shows of the game, whole, so the
 * projection never has to add one record to another.
 */
export function lobbySnapshot(state: GameState, createdAt: number): LobbySnapshot {
  return {
    game: state.game,
    createdAt,
    creator: state.players[0]!.playerId,
    players: state.players.length,
    seats: state.rules.seats.max,
    // A full game is no lobby to join any more; a started one neither.
    open: state.status === 'lobby' && state.players.length < state.rules.seats.max,
  };
}

/**
 * The lobby list projection: one item per game, on two sparse indexes (all games; one game)
 * sorted by creation time while the game is open, so listing stays one Query however many
 * games exist. Each record carries the whole lobby as of its version and replaces the item
 * only if it is newer: whatever order the stream delivers records in, and however often, the
 * newest wins. A game no longer open keeps its item, off the indexes, as the version's
 * tombstone: a late older record cannot bring it back.
 */
export const projectLobby: ItemConsumer = async (item) => {
  const lobby = item.lobby;
  if (!lobby) return;
  const createdAt = new Date(lobby.createdAt).toISOString();
  const listed = lobby.open ? { gsi1pk: 'LOBBY', gsi2pk: `LOBBY#${lobby.game}`, gsi1sk: `${createdAt}#${item.gameId}` } : {};
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableNames().read,
        Item: {
          pk: `GAME#${item.gameId}`,
          sk: 'LOBBY',
          version: item.version,
          game: lobby.game,
          players: lobby.players,
          seats: lobby.seats,
          createdAt,
          creator: lobby.creator,
          ...listed,
        },
        ConditionExpression: 'attribute_not_exists(version) OR version < :v',
        ExpressionAttributeValues: { ':v': item.version },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
