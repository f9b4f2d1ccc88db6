import type { GameName } from '../../../domain/kernel/index.ts';
import { pageKeyShapes } from '../../adapters/read-keys.ts';
import { openLobbies } from '../../lobby/open-lobbies.ts';
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
    tags: ['Games'],
    success: { status: 200, description: 'A page of open lobbies; pass nextCursor as cursor for the next.', schema: LobbyPage },
    errors: ['invalid-request'],
  },
  handle: async ({ query }) => {
    const game = query.game as GameName | undefined;
    const startKey = decodeCursor(query.cursor, pageKeyShapes.lobbies(game));
    const { lobbies, lastKey } = await openLobbies(game, query.limit, startKey);
    return { status: 200, body: { games: lobbies, nextCursor: encodeCursor(lastKey) } };
  },
});
export const handler = lambdaHandler(route);
