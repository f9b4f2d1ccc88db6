import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../adapters/dynamo.ts';
import { tableNames } from '../../adapters/tables.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { LobbyPage, LobbyQuery } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'GET',
  path: '/games',
  auth: 'none',
  query: LobbyQuery,
  docs: {
    summary: 'Open lobbies to join, newest first, cursor-paginated',
    description:
      'The games waiting for players, newest first, optionally of one game; a game leaves the list once it is full or started. A projection: a new lobby shows within a second or two.',
    tags: ['Games'],
    success: { status: 200, description: 'A page of open lobbies; pass nextCursor as cursor for the next.', schema: LobbyPage },
    errors: ['invalid-request'],
  },
  handle: async ({ query }) => {
    const partition: Record<string, string> = query.game ? { gsi2pk: `LOBBY#${query.game}` } : { gsi1pk: 'LOBBY' };
    const startKey = decodeCursor(query.cursor, { pk: /^GAME#[\w-]{1,100}$/, sk: 'LOBBY', gsi1sk: /^[\w:.#-]{1,200}$/, ...partition });
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().read,
        IndexName: query.game ? 'gsi2' : 'gsi1',
        KeyConditionExpression: query.game ? 'gsi2pk = :pk' : 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': query.game ? `LOBBY#${query.game}` : 'LOBBY' },
        ScanIndexForward: false,
        Limit: query.limit,
        ExclusiveStartKey: startKey,
      }),
    );
    const games = (page.Items ?? []).map((i) => ({
      gameId: (i.pk as string).slice('GAME#'.length),
      game: i.game,
      players: i.players,
      seats: i.seats,
      createdAt: i.createdAt,
      creator: i.creator,
    }));
    return { status: 200, body: { games, nextCursor: encodeCursor(page.LastEvaluatedKey) } };
  },
});
export const handler = lambdaHandler(route);
