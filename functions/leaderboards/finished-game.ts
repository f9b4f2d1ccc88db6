import { fold, type Seat } from '../../domain/platform/index.ts';
import type { LeaderboardName, Result } from '../../domain/kernel/index.ts';
import { loadStream } from '../adapters/event-store.ts';

/** What a board needs of a game that has ended. */
export interface FinishedGame {
  readonly gameId: string;
  readonly board: LeaderboardName;
  readonly endedAt: number;
  /**
   * The seats that go on the board: every person seated at the end, a resigned player too
   * (Resigning ruling 6). Bots are left out (API.md, Bots: not listed on leaderboards); the
   * game counts for the people as usual, a bot's win included in who won.
   */
  readonly players: readonly Seat[];
  readonly result: Result;
}

/**
 * The game read back from its own events and folded, so config defaults and seats are
 * exactly what the game was played with; undefined if it has not ended.
 */
export async function finishedGame(gameId: string): Promise<FinishedGame | undefined> {
  const items = await loadStream(gameId);
  const state = fold(items);
  if (!state || state.status !== 'ended' || !state.result) return undefined;
  const ended = items.flatMap((i) => i.events).find((e) => e.type === 'GameEnded')!;
  return {
    gameId,
    board: state.rules.leaderboard(state.config),
    endedAt: ended.at,
    players: state.players.filter((p) => !p.bot),
    result: state.result,
  };
}
