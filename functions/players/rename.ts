import { TransactionCanceledException, TransactWriteCommand } from '../adapters/documents.ts';
import pMap from 'p-map';
import { rename } from '../../domain/platform/index.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { runCommand } from '../games/command-service.ts';
import { renameOnBoards } from '../leaderboards/rename.ts';
import { liveGamesOf } from './my-games-page.ts';
import { TokenRevoked, type Authenticated, type PlayerRecord } from './players.ts';
import { rememberToken } from './token-cache.ts';

/** Games renamed at once: enough to overlap round trips for a player in many lobbies. */
const CONCURRENCY = 8;

/**
 * PATCH /players/me. The profile and the token's item take the new name in one transaction
 * (the token must still exist); then the boards (leaderboards/rename.ts), then the seats: a
 * `PlayerRenamed` event in each game still going (lobby or playing) that the player's own list
 * finds, through the command flow like any change of a game. Ended and cancelled games keep
 * the names they were played under, as a finished score sheet does. A seat taken in the moment
 * before the rename and not listed yet is renamed by the my-games projection.
 */
export async function renamePlayer(player: Authenticated, name: string): Promise<PlayerRecord> {
  const read = tableNames().read;
  const setName = {
    UpdateExpression: 'SET #name = :name',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':name': name },
  };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: { TableName: read, Key: readKeys.token(player.tokenHash), ConditionExpression: 'attribute_exists(pk)', ...setName } },
          { Update: { TableName: read, Key: readKeys.profile(player.playerId), ConditionExpression: 'attribute_exists(pk)', ...setName } },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed')
      throw new TokenRevoked(player.tokenHash);
    throw error;
  }
  const renamed = { playerId: player.playerId, name };
  rememberToken(player.tokenHash, renamed);
  await renameOnBoards(player.playerId, name);
  const games = await liveGamesOf(player.playerId);
  await pMap(
    games,
    (gameId) => runCommand(gameId, { actor: player.playerId, decide: (state, now) => rename(state, player.playerId, name, now) }),
    {
      concurrency: CONCURRENCY,
    },
  );
  return renamed;
}
