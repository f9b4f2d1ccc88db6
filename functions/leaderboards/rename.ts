import { ConditionalCheckFailedException, UpdateCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { leaderboardNames } from './boards.ts';

/**
 * A player's new name on each board line they have (docs/contract.md, PATCH /players/me: "boards show the
 * new name from then on"); a board they have no line on stays so. Lines take their name from the
 * profile (count-game.ts checks it in the same transaction), so a game counted while this runs
 * either saw the new name already or is counted again with it.
 */
export async function renameOnLeaderboards(playerId: string, name: string): Promise<void> {
  await Promise.all(
    leaderboardNames.map(async (board) => {
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableNames().read,
            Key: readKeys.leaderboardLine(board, playerId),
            UpdateExpression: 'SET #name = :name',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: { ':name': name },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }),
  );
}
