import type { Status } from '../../../domain/platform/index.ts';
import { pageKeyShapes } from '../../adapters/read-keys.ts';
import { nameOf, setOf, statuses } from '../../players/my-games-lists.ts';
import { myGamesPage } from '../../players/my-games-page.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { MyGamesQuery } from '../schemas.ts';
import { MyGamesPage } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "The caller's games, latest change first, cursor-paginated, optionally by status",
  description:
    'Every game the caller holds a seat in (a seat left in the lobby is gone), most recently changed first, with `yourMove` when the game awaits the caller. `status` filters by one or several statuses, comma-separated; each page is one read, whatever the filter.',
  tags: ['Players'],
  success: {
    status: 200,
    description: 'A page of the games the caller holds a seat in; pass nextCursor as cursor for the next.',
    schema: MyGamesPage,
  },
  errors: ['invalid-request', 'unauthenticated'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/players/me/games',
  auth: 'required',
  query: MyGamesQuery,
  handle: async ({ query, player }) => {
    const me = player!.playerId;
    const set = setOf(query.status ? (query.status.split(',') as Status[]) : statuses);
    const startKey = decodeCursor(query.cursor, pageKeyShapes.myGames(me, nameOf(set)));
    const { games, lastKey } = await myGamesPage(me, set, query.limit, startKey);
    return { status: 200, body: { games, nextCursor: encodeCursor(lastKey) } };
  },
});
export const handler = lambdaHandler(route);
