import type { LeaderboardName } from '../../domain/kernel/index.ts';
import type { FinishedGame } from './finished-game.ts';

/** One player's line on one board. */
export interface Entry {
  readonly board: LeaderboardName;
  readonly playerId: string;
  readonly name: string;
  readonly bestScore: number;
  readonly wins: number;
  readonly games: number;
}

/**
 * The line after one more finished game. The incremental projection and the rebuild both
 * count games with this one function, so they cannot disagree on what a game adds.
 * A tie counts a win for every tied player: they are all in `result.winners`.
 */
export function addGame(previous: Entry | undefined, game: FinishedGame, playerId: string): Entry {
  const score = game.result.scores[playerId] ?? 0;
  const won = game.result.winners.includes(playerId) ? 1 : 0;
  return {
    board: game.board,
    playerId,
    name: game.players.find((p) => p.playerId === playerId)?.name ?? previous?.name ?? playerId,
    bestScore: previous ? Math.max(previous.bestScore, score) : score,
    wins: (previous?.wins ?? 0) + won,
    games: (previous?.games ?? 0) + 1,
  };
}
