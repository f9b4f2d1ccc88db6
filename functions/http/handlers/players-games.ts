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
    'Every game the caller holds a seat in (a seat left in the lobby is gone), most recently changed first, with `yourMove` when the game awaits the caller. `status` filters by one or several statuses, comma-separated. Every page but the last is full; a page is one read without a filter or with one status (or all four), one read per status named otherwise.',
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
    const shape = pageKeyShapes.myGames(me, nameOf(set));
    const after = decodeCursor(query.cursor, shape);
    const { games, before } = await myGamesPage(me, set, query.limit, after?.before as string | undefined);
    // The cursor names its list and filter, so another player's or another filter's is refused.
    const nextCursor = encodeCursor(before === undefined ? undefined : { list: shape.list as string, before });
    return { status: 200, body: { games, nextCursor } };
  },
});
export const handler = lambdaHandler(route);
