import type { LeaderboardName } from '../../domain/registry.ts';
import type { FinishedGame } from './finished-game.ts';

/** One player's line on one board. */
export interface Entry {
  readonly leaderboard: LeaderboardName;
  readonly playerId: string;
  readonly name: string;
  /** Null while every game of theirs on the board was resigned: such a line is not shown (items.ts). */
  readonly bestScore: number | null;
  readonly wins: number;
  readonly games: number;
}

/**
 * The line after one more finished game. The incremental projection and the rebuild both
 * count games with this one function, so they cannot disagree on what a game adds.
 * A tie counts a win for every tied player: they are all in `result.winners`. Resigning
 * ruling 6: the game counts as played for everyone seated, but a resigned player's score does
 * not count toward their best score. The name is the game's seat's: counting names them by
 * their profiles first (names.ts).
 */
export function addGame(previous: Entry | undefined, game: FinishedGame, playerId: string): Entry {
  const seat = game.players.find((p) => p.playerId === playerId);
  const score = seat?.resigned ? null : (game.result.scores[playerId] ?? 0);
  const best = previous?.bestScore ?? null;
  const won = game.result.winners.includes(playerId) ? 1 : 0;
  return {
    leaderboard: game.leaderboard,
    playerId,
    name: seat?.name ?? previous?.name ?? playerId,
    bestScore: score === null ? best : best === null ? score : Math.max(best, score),
    wins: (previous?.wins ?? 0) + won,
    games: (previous?.games ?? 0) + 1,
  };
}
