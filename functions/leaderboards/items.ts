import type { LeaderboardName } from '../../domain/kernel/index.ts';
import type { Entry } from './entry.ts';

/**
 * How the boards lie in the read table.
 * - A line: pk `PLAYER#<id>`, sk `BOARD#<board>`, beside the player's profile. It sits on the
 *   sparse index gsi1 under `BOARD#<board>`, sorted by `gsi1sk` = best score as a fixed-width
 *   string, then playerId; a board is read best first with ScanIndexForward false.
 * - A marker per counted game: pk `GAME#<gameId>`, sk `LEADERBOARD`, written in the same
 *   transaction as the lines it changed. It is the checkpoint that makes a redelivered record
 *   change nothing. It expires (TTL) well after the stream's 24 h retention, when no record of
 *   the game can come again, so markers do not pile up with a million games.
 */
export const boardIndexKey = (board: LeaderboardName) => `BOARD#${board}`;

export const entryKey = (board: LeaderboardName, playerId: string) => ({ pk: `PLAYER#${playerId}`, sk: `BOARD#${board}` });

export const markerKey = (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'LEADERBOARD' });

/** Seven days: far past the 24 h a stream record (and Lambda's retries of it) can live. */
export const MARKER_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** Scores are whole numbers, negative ones too (Quicks penalties, Rummiduck racks). */
const OFFSET = 1e12;
export const scoreSortKey = (score: number, playerId: string) => `${String(OFFSET + score).padStart(13, '0')}#${playerId}`;
export const scoreOfSortKey = (sortKey: string) => Number(sortKey.split('#')[0]) - OFFSET;

export const entryItem = (entry: Entry) => ({
  ...entryKey(entry.board, entry.playerId),
  ...entry,
  gsi1pk: boardIndexKey(entry.board),
  gsi1sk: scoreSortKey(entry.bestScore, entry.playerId),
});

export const entryOf = (item: Record<string, unknown>): Entry => ({
  board: item.board as LeaderboardName,
  playerId: item.playerId as string,
  name: item.name as string,
  bestScore: item.bestScore as number,
  wins: item.wins as number,
  games: item.games as number,
});
