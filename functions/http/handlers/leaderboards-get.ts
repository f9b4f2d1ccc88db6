import * as z from 'zod';
import type { LeaderboardName } from '../../../domain/kernel/index.ts';
import { boardNames, isBoardName } from '../../leaderboards/boards.ts';
import { boardOrders, boardPage, type BoardOrder, type PageEnd } from '../../leaderboards/board-page.ts';
import { RatingBody } from '../responses.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

const LeaderboardQuery = z.strictObject({
  order: z
    .enum(['score', 'rating'])
    .default('score')
    .describe('`score`: best score first (the default); `rating`: highest rating `ordinal` first, people with at least one rated game.'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(1024).optional(),
});

const LeaderboardPage = z
  .object({
    board: z.enum(boardNames),
    entries: z.array(
      z.object({
        rank: z.int().describe('1 + how many players are ahead in this order: equal best scores (or equal ordinals) share a rank.'),
        playerId: z.string(),
        name: z.string(),
        bestScore: z.int().nullable().describe('Null (order `rating` only) while every game of theirs on the board was resigned.'),
        wins: z.int().describe('Games won, a shared win in a tie included.'),
        games: z.int(),
        rating: RatingBody.nullable().describe('Their rating on this board now; null before their first rated game.'),
      }),
    ),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
  })
  .meta({ id: 'LeaderboardPage' });

/** A cursor is the page end this API gave out for the same board and order; anything else is refused. */
const PageEndCursor = (board: LeaderboardName, order: BoardOrder) =>
  z.strictObject({
    pk: z.string(),
    sk: z.string(),
    gsi1pk: z.literal(boardOrders[order].list(board)),
    gsi1sk: z.string().regex(boardOrders[order].pattern),
    rank: z.int().min(1),
    position: z.int().min(1),
  });

export const docs: RouteDocs = {
  summary: 'A leaderboard, best score first or by rating, cursor-paginated',
  description:
    "A board's players, best score first; equal scores share a rank. With `order=rating`, the people with at least one rated game, highest rating `ordinal` first. Every entry carries the person's `rating` (or null). A Dice Kings game counts on `dice-kings` or `dice-kings-3` by its columns. A projection: a finished game shows within a second or two.",
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
      const parsed = PageEndCursor(board, query.order).safeParse(decodeCursor(query.cursor));
      if (!parsed.success)
        throw new Problem(
          'invalid-request',
          `The cursor is not one this API gave out for board ${board} in order ${query.order}; start again without it.`,
        );
      const { rank, position, ...key } = parsed.data;
      after = { key, rank, position };
    }
    const page = await boardPage(board, query.limit, after, query.order);
    const nextCursor = page.end ? encodeCursor({ ...page.end.key, rank: page.end.rank, position: page.end.position }) : null;
    return { status: 200, body: { board, entries: page.entries, nextCursor } };
  },
});
export const handler = lambdaHandler(route);
