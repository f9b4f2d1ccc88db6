/**
 * The signed-in player's place on a board. The API answers a board page by page, best first,
 * and has no call that says where one player stands: the page reads the player's profile
 * first (which says whether they are listed at all, so nobody unlisted costs a walk), then the
 * board in the largest pages the API gives until the player's line comes, at most a bounded
 * number of pages.
 */
import type { LeaderboardName, Client, LeaderboardPage } from '../src/index.ts';
import type { BoardOrder } from './names.ts';

export type BoardEntry = LeaderboardPage['entries'][number];

export interface Walk {
  /** Lines a page read: the API's largest page, for the fewest reads. */
  readonly pageSize: number;
  /** Pages read at most: past them the page says only that the player is further down. */
  readonly pages: number;
}

const WALK: Walk = { pageSize: 100, pages: 10 };

export type OwnRank =
  /** The player's line, with its rank. */
  | { readonly place: 'listed'; readonly entry: BoardEntry }
  /** Not on this board in this order: no game of it played to the end (by score), or no rated game (by rating). */
  | { readonly place: 'unlisted' }
  /** Listed, but below the lines a walk reads. */
  | { readonly place: 'further'; readonly below: number };

export async function findOwnRank(
  client: Client,
  board: LeaderboardName,
  order: BoardOrder,
  playerId: string,
  { pageSize, pages }: Walk = WALK,
): Promise<OwnRank> {
  const mine = (await client.getProfile(playerId)).boards[board];
  if ((order === 'score' ? mine.bestScore : mine.rating) === null) return { place: 'unlisted' };
  let cursor: string | undefined;
  for (let read = 0; read < pages; read++) {
    const page = await client.getLeaderboard(board, { order, limit: pageSize, cursor });
    const entry = page.entries.find((line) => line.playerId === playerId);
    if (entry) return { place: 'listed', entry };
    // The profile and the board are projections a moment apart: a line not there yet is not listed yet.
    if (!page.nextCursor) return { place: 'unlisted' };
    cursor = page.nextCursor;
  }
  return { place: 'further', below: pageSize * pages };
}
