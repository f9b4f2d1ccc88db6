/**
 * The signed-in player's place on a board. The API answers a board page by page, best first,
 * and has no call that says where one player stands: the page reads the player's profile
 * first (which says whether they are listed at all, so nobody unlisted costs a walk), then the
 * board in the largest pages the API gives until the player's line comes, at most a bounded
 * number of pages.
 */
import { useEffect, useState } from 'preact/hooks';
import type { BoardName, Client, LeaderboardPage } from '../src/index.ts';
import type { BoardOrder } from './names.ts';
import { describe } from './session.ts';

export type BoardEntry = LeaderboardPage['entries'][number];

/** The API's largest page: the fewest reads for a walk. */
const WALK_PAGE = 100;
/** A walk reads at most this many pages: past them the page says only that the player is further down. */
const WALK_PAGES = 10;

export type OwnRank =
  /** The player's line, with its rank. */
  | { readonly place: 'listed'; readonly entry: BoardEntry }
  /** Not on this board in this order: no game of it played to the end (by score), or no rated game (by rating). */
  | { readonly place: 'unlisted' }
  /** Listed, but below the lines a walk reads. */
  | { readonly place: 'further'; readonly below: number };

export async function findOwnRank(client: Client, board: BoardName, order: BoardOrder, playerId: string): Promise<OwnRank> {
  const mine = (await client.getProfile(playerId)).boards[board];
  if ((order === 'score' ? mine.bestScore : mine.rating) === null) return { place: 'unlisted' };
  let cursor: string | undefined;
  for (let pages = 0; pages < WALK_PAGES; pages++) {
    const page = await client.getLeaderboard(board, { order, limit: WALK_PAGE, cursor });
    const entry = page.entries.find((line) => line.playerId === playerId);
    if (entry) return { place: 'listed', entry };
    // The profile and the board are projections a moment apart: a line not there yet is not listed yet.
    if (!page.nextCursor) return { place: 'unlisted' };
    cursor = page.nextCursor;
  }
  return { place: 'further', below: WALK_PAGE * WALK_PAGES };
}

/** The player's place on the board shown, found again when the board, the order or the player changes. */
export function useOwnRank(
  client: Client,
  board: BoardName,
  order: BoardOrder,
  playerId: string,
): { rank: OwnRank | null; problem: string | null } {
  const [state, setState] = useState<{ rank: OwnRank | null; problem: string | null }>({ rank: null, problem: null });
  useEffect(() => {
    let stale = false;
    setState({ rank: null, problem: null });
    findOwnRank(client, board, order, playerId).then(
      (rank) => stale || setState({ rank, problem: null }),
      (error) => stale || setState({ rank: null, problem: `Your rank: ${describe(error)}` }),
    );
    return () => {
      stale = true;
    };
  }, [client, board, order, playerId]);
  return state;
}
