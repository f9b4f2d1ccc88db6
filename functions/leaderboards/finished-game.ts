import { fold, type GameState, type Seat } from '../../domain/platform/index.ts';
import type { Result } from '../../domain/kernel/index.ts';
import type { LeaderboardName } from '../../domain/registry.ts';
import { loadStream } from '../adapters/event-store.ts';

/** What a board needs of a game that has ended. */
export interface FinishedGame {
  readonly gameId: string;
  readonly leaderboard: LeaderboardName;
  readonly endedAt: number;
  /**
   * The seats that go on the board: every person seated at the end, a resigned player too
   * (Resigning ruling 6). Bots are left out (docs/contract.md, Bots: not listed on leaderboards); the
   * game counts for the people as usual, a bot's win included in who won.
   */
  readonly players: readonly Seat[];
  readonly result: Result;
}

/** The game as folded, if it has ended (at `endedAt`, GameEnded's time): config defaults and seats as played. */
export function finishedGameOf(state: GameState | null, endedAt: number): FinishedGame | undefined {
  if (!state || state.status !== 'ended' || !state.result) return undefined;
  // docs/contract.md, Bots: bots are not listed on leaderboards; the people's game counts as usual.
  const players = state.players.filter((p) => !p.bot);
  return { gameId: state.gameId, leaderboard: state.rules.leaderboard(state.config), endedAt, players, result: state.result };
}

/** The game read back from its own events alone (no snapshot: rebuilds trust nothing else) and folded. */
export async function finishedGame(gameId: string): Promise<FinishedGame | undefined> {
  const items = await loadStream(gameId);
  const ended = items.flatMap((i) => i.events).find((e) => e.type === 'GameEnded');
  return ended && finishedGameOf(fold(items), ended.at);
}
