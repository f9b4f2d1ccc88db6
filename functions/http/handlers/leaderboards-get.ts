import * as z from 'zod';
import type { LeaderboardName } from '../../../domain/kernel/index.ts';
import { listOrder, lists } from '../../adapters/read-keys.ts';
import { boardNames, isBoardName } from '../../leaderboards/boards.ts';
import { boardPage, type PageEnd } from '../../leaderboards/board-page.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

const LeaderboardQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(1024).optional(),
});

const LeaderboardPage = z
  .object({
    board: z.enum(boardNames),
    entries: z.array(
      z.object({
        rank: z.int().describe('1 + how many players have a better best score: equal scores share a rank.'),
        playerId: z.string(),
        name: z.string(),
        bestScore: z.int(),
        wins: z.int().describe('Games won, a shared win in a tie included.'),
        games: z.int(),
      }),
    ),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
  })
  .meta({ id: 'LeaderboardPage' });

/** A cursor is the page end this API gave out for the same board; anything else is refused. */
const PageEndCursor = (board: LeaderboardName) =>
  z.strictObject({
    pk: z.string(),
    sk: z.string(),
    gsi1pk: z.literal(lists.board(board)),
    gsi1sk: z.string().regex(listOrder.scorePattern),
    rank: z.int().min(1),
    position: z.int().min(1),
  });

export const docs: RouteDocs = {
  summary: 'A leaderboard, best score first, cursor-paginated',
  description:
    "A board's players, best score first; equal scores share a rank. A Dice Kings game counts on `dice-kings` or `dice-kings-3` by its columns. A projection: a finished game shows within a second or two.",
  tags: ['Leaderboards'],
  success: { status: 200, description: `A page of the board (${boardNames.join(', ')}).`, schema: LeaderboardPage },
  errors: ['invalid-request', 'board-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/leaderboards/{board}',
  auth: 'none',
  query: LeaderboardQuery,
  handle: async ({ params, query }) => {
    const board = params.board!;
    if (!isBoardName(board)) throw new Problem('board-not-found', `There is no board "${board}"; the boards are ${boardNames.join(', ')}.`);
    let after: PageEnd | undefined;
    if (query.cursor !== undefined) {
      const parsed = PageEndCursor(board).safeParse(decodeCursor(query.cursor));
      if (!parsed.success)
        throw new Problem('invalid-request', `The cursor is not one this API gave out for board ${board}; start again without it.`);
      const { rank, position, ...key } = parsed.data;
      after = { key, rank, position };
    }
    const page = await boardPage(board, query.limit, after);
    const nextCursor = page.end ? encodeCursor({ ...page.end.key, rank: page.end.rank, position: page.end.position }) : null;
    return { status: 200, body: { board, entries: page.entries, nextCursor } };
  },
});
export const handler = lambdaHandler(route);
