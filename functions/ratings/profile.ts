import type { LeaderboardName } from '../../domain/registry.ts';
import { batchGet, keyOf } from '../adapters/batch-get.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { leaderboardNames } from '../leaderboards/boards.ts';
import { shownOf } from './items.ts';
import type { ShownRating } from './shown.ts';

export interface LeaderboardRecord {
  readonly rating: ShownRating | null;
  readonly games: number;
  readonly wins: number;
  readonly bestScore: number | null;
}

export interface Profile {
  readonly playerId: string;
  readonly name: string;
  readonly boards: Record<LeaderboardName, LeaderboardRecord>;
}

/**
 * A person's public profile (docs/contract.md, Ratings and profiles): their name, and on each
 * board their rating now and their line's games, wins and best score, in one BatchGet.
 * Undefined for an id without a player's profile, a bot's included: bots have no profile.
 */
export async function profileOf(playerId: string): Promise<Profile | undefined> {
  const found = await batchGet([
    readKeys.profile(playerId),
    ...leaderboardNames.flatMap((board) => [readKeys.leaderboardLine(board, playerId), readKeys.rating(board, playerId)]),
  ]);
  const profile = found.get(keyOf(readKeys.profile(playerId)));
  if (!profile) return undefined;
  const boards = Object.fromEntries(
    leaderboardNames.map((board) => {
      const line = found.get(keyOf(readKeys.leaderboardLine(board, playerId)));
      const record: LeaderboardRecord = {
        rating: shownOf(found.get(keyOf(readKeys.rating(board, playerId)))),
        games: (line?.games as number | undefined) ?? 0,
        wins: (line?.wins as number | undefined) ?? 0,
        bestScore: (line?.bestScore as number | null | undefined) ?? null,
      };
      return [board, record];
    }),
  ) as Record<LeaderboardName, LeaderboardRecord>;
  return { playerId, name: profile.name as string, boards };
}
