import type { LeaderboardName } from '../../domain/registry.ts';
import { listOrder, lists, onList, readKeys } from '../adapters/read-keys.ts';
import type { Entry } from './entry.ts';

/**
 * How the boards lie in the read table (keys in read-keys.ts).
 * - A line per player and board, beside the player's profile, on the board's list sorted by
 *   best score as a fixed-width string, then playerId; a board is read best first with
 *   ScanIndexForward false. A line without a best score yet (only resigned games) keeps its
 *   counts off the list until a game of theirs scores.
 * - A marker per counted game, written in the same transaction as the lines it changed. It is
 *   the checkpoint that makes a redelivered record change nothing. It expires (TTL) well after
 *   the stream's 24 h retention, when no record of the game can come again, so markers do not
 *   pile up with a million games.
 */
export const entryKey = readKeys.leaderboardLine;

export const markerKey = readKeys.countedGame;

/** Seven days: far past the 24 h a stream record (and Lambda's retries of it) can live. */
export const MARKER_LIFETIME_MS = 7 * 24 * 3600 * 1000;

// A line names its leaderboard `board`, as lines were first written: lines already there read alike.
export const entryItem = ({ leaderboard, ...entry }: Entry) => ({
  ...entryKey(leaderboard, entry.playerId),
  ...entry,
  board: leaderboard,
  ...(entry.bestScore === null ? {} : onList(lists.leaderboard(leaderboard), listOrder.score(entry.bestScore, entry.playerId))),
});

export const entryOf = (item: Record<string, unknown>): Entry => ({
  leaderboard: item.board as LeaderboardName,
  playerId: item.playerId as string,
  name: item.name as string,
  bestScore: (item.bestScore as number | null | undefined) ?? null,
  wins: item.wins as number,
  games: item.games as number,
});
