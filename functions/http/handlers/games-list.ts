import type { GameName } from '../../../domain/registry.ts';
import { pageKeyShapes } from '../../adapters/read-keys.ts';
import { openLobbies } from '../../lobby/open-lobbies.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { LobbyQuery } from '../schemas.ts';
import { LobbyPage } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Open lobbies to join, newest first, cursor-paginated',
  description:
    'The games waiting for players, newest first, optionally of one game; a game leaves the list once it is full or started. A projection: a new lobby shows within a second or two.',
  tags: ['Games'],
  success: { status: 200, description: 'A page of open lobbies; pass nextCursor as cursor for the next.', schema: LobbyPage },
  errors: ['invalid-request'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/games',
  auth: 'none',
  query: LobbyQuery,
  handle: async ({ query }) => {
    const game = query.game as GameName | undefined;
    const startKey = decodeCursor(query.cursor, pageKeyShapes.lobbies(game));
    const { lobbies, lastKey } = await openLobbies(game, query.limit, startKey);
    return { status: 200, body: { games: lobbies, nextCursor: encodeCursor(lastKey) } };
  },
});
export const handler = lambdaHandler(route);
