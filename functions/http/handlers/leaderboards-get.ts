import * as z from 'zod';
import type { LeaderboardName } from '../../../domain/registry.ts';
import { leaderboardNames, isLeaderboardName } from '../../leaderboards/boards.ts';
import { leaderboardOrders, leaderboardPage, type LeaderboardOrder, type PageEnd } from '../../leaderboards/board-page.ts';
import { LeaderboardPage } from '../responses.ts';
import { leaderboardChoices } from '../../contract/game-list.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { Problem } from '../problem.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

const leaderboardList = leaderboardNames.join(', ');
/**
 * Made outside `docs`: esbuild keeps an object whose fields it cannot tell are pure (a template
 * with a substitution), and the docs kept would keep every answer's schema in the bundle
 * (responses.ts, the game views; about 8 ms of the leaderboards function's cold import).
 */
const pageDescription = `A page of the board (${leaderboardList}).`;
const description = [
  "A board's players, best score first; equal scores share a rank. With `order=rating`, the people with at least one rated game, highest rating `ordinal` first. Every entry carries the person's `rating` (or null).",
  ...leaderboardChoices,
  'A projection: a finished game shows within a second or two.',
].join(' ');

const LeaderboardQuery = z.strictObject({
  order: z
    .enum(['score', 'rating'])
    .default('score')
    .describe('`score`: best score first (the default); `rating`: highest rating `ordinal` first, people with at least one rated game.'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(1024).optional(),
});

/** A cursor is the page end this API gave out for the same board and order; anything else is refused. */
const PageEndCursor = (board: LeaderboardName, order: LeaderboardOrder) =>
  z.strictObject({
    pk: z.string(),
    sk: z.string(),
    gsi1pk: z.literal(leaderboardOrders[order].list(board)),
    gsi1sk: z.string().regex(leaderboardOrders[order].pattern),
    rank: z.int().min(1),
    position: z.int().min(1),
  });

export const docs: RouteDocs = {
  summary: 'A leaderboard, best score first or by rating, cursor-paginated',
  description,
  tags: ['Leaderboards'],
  success: { status: 200, description: pageDescription, schema: LeaderboardPage },
  errors: ['invalid-request', 'board-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/leaderboards/{board}',
  auth: 'none',
  query: LeaderboardQuery,
  handle: async ({ params, query }) => {
    const board = params.board!;
    if (!isLeaderboardName(board)) throw new Problem('board-not-found', `There is no board "${board}"; the boards are ${leaderboardList}.`);
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
    const page = await leaderboardPage(board, query.limit, after, query.order);
    const nextCursor = page.end ? encodeCursor({ ...page.end.key, rank: page.end.rank, position: page.end.position }) : null;
    return { status: 200, body: { board, entries: page.entries, nextCursor } };
  },
});
export const handler = lambdaHandler(route);
