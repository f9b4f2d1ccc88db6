import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { games } from '../../domain/registry.ts';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { listOrder, lists, readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import type { ItemConsumer } from '../stream/records.ts';

/**
 * The lobby list projection: one item per game while it is open, on two sparse indexes
 * (all games; one game) sorted by creation time, so listing stays one Query however many
 * games exist. Every update is guarded by the stream version: a redelivered or late record
 * never undoes a newer one.
 */
export const projectLobby: ItemConsumer = async (item) => {
  for (const event of item.events) {
    if (event.type === 'GameCreated') {
      const game = event.game as keyof typeof games;
      const createdAt = new Date(event.at).toISOString();
      await guarded(item.gameId, item.version, {
        UpdateExpression:
          'SET version = :v, game = :game, players = :one, seats = :seats, createdAt = :at, creator = :creator, gsi1pk = :all, gsi2pk = :byGame, gsi1sk = :sort',
        ExpressionAttributeValues: {
          ':game': game,
          ':one': 1,
          ':seats': games[game].seats.max,
          ':at': createdAt,
          ':creator': (event.creator as { playerId: string }).playerId,
          ':all': lists.lobbies,
          ':byGame': lists.lobbiesOf(game),
          ':sort': listOrder.lobby(createdAt, item.gameId),
        },
      });
    } else if (event.type === 'PlayerJoined') {
      await guarded(item.gameId, item.version, {
        UpdateExpression: 'SET version = :v ADD players :one',
        ExpressionAttributeValues: { ':one': 1 },
      });
      // A full game is no lobby to join any more: it leaves the list (start removes it anyway).
      await guarded(item.gameId, item.version, { ...leaveTheList, condition: 'version = :v AND players >= seats' });
    } else if (event.type === 'GameStarted') {
      // Leaves the lobby; the item stays as a tombstone so a late GameCreated cannot bring it back.
      await guarded(item.gameId, item.version, leaveTheList);
    }
  }
};

const leaveTheList = { UpdateExpression: 'SET version = :v REMOVE gsi1pk, gsi2pk, gsi1sk', ExpressionAttributeValues: {} };

/** An update that applies only to an older projection (or, with `condition`, the one given). */
async function guarded(
  gameId: string,
  version: number,
  update: { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown>; condition?: string },
) {
  const { condition = 'attribute_not_exists(version) OR version < :v', ...expression } = update;
  // A newer record got there first: nothing to do.
  await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: readKeys.lobby(gameId),
        ConditionExpression: condition,
        ...expression,
        ExpressionAttributeValues: { ...expression.ExpressionAttributeValues, ':v': version },
      }),
    ),
  );
}
