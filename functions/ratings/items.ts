import type { LeaderboardName } from '../../domain/registry.ts';
import { listOrder, lists, onList, RATED_GAME, readKeys } from '../adapters/read-keys.ts';
import type { RatedGame } from './rated-game.ts';
import { shown, type ShownRating, type Skill } from './shown.ts';

/**
 * How the ratings lie in the read table (keys in read-keys.ts).
 * - The board's log: one item per rated game, sorted by the order games ended, and a head
 *   saying how far the ratings have applied it, with a version that every apply and every
 *   rewind raises, so a write computed from an older head is refused (conditional.ts).
 * - A player's rating after each of their games of the board, by the same order: the rating
 *   before a game is the last one before it, so a game can be applied again in its place
 *   when one that ended earlier shows up late.
 * - A player's rating now, beside their profile and on the board's list by ordinal.
 * - A game's changes, the answer of GET /games/{gameId}/ratings.
 */
export interface Head {
  /** The `sk` of the last game applied, or the log's prefix when none is. */
  readonly applied: string;
  /** 0 while the head has never been written. */
  readonly version: number;
}

export type Changes = Record<string, { before: ShownRating; after: ShownRating }>;

export const NO_HEAD: Head = { applied: RATED_GAME, version: 0 };

// The log's items name the leaderboard `board`, as they were first written: items already there read alike.
export const logItem = ({ leaderboard, ...game }: RatedGame) => ({
  ...readKeys.ratedGame(leaderboard, game.ended),
  ...game,
  board: leaderboard,
});

export const gameOfLog = (item: Record<string, unknown>): RatedGame => ({
  gameId: item.gameId as string,
  leaderboard: item.board as LeaderboardName,
  ended: item.ended as string,
  places: item.places as RatedGame['places'],
});

export const afterItem = (board: LeaderboardName, playerId: string, ended: string, skill: Skill) => ({
  ...readKeys.ratingAfter(board, playerId, ended),
  mu: skill.mu,
  sigma: skill.sigma,
});

export const currentItem = (board: LeaderboardName, playerId: string, ended: string, skill: Skill) => {
  const rating = shown(skill);
  return {
    ...readKeys.rating(board, playerId),
    ...onList(lists.ratings(board), listOrder.ordinal(rating.ordinal, playerId)),
    board,
    playerId,
    ended,
    ...rating,
  };
};

export const changesItem = (gameId: string, board: LeaderboardName, changes: Changes) => ({
  ...readKeys.ratingChanges(gameId),
  board,
  changes,
});

export const shownOf = (item: Record<string, unknown> | undefined): ShownRating | null =>
  item ? shown({ mu: item.mu as number, sigma: item.sigma as number }) : null;
