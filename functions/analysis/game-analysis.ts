import type { GameState } from '../../domain/platform/index.ts';
import { loadStream } from '../adapters/event-store.ts';
import { analyse, type Analysis } from './analyse.ts';
import { keepAnalysis } from './kept.ts';

/** Why a game has no analysis yet (docs/contract.md: 409 `not-ended`), in words a person understands. */
export function notEnded(state: GameState): string | null {
  switch (state.status) {
    case 'ended':
      return null;
    case 'cancelled':
      return 'This game was cancelled in the lobby and never played: there is nothing to analyse.';
    case 'lobby':
      return 'This game has not started yet: its analysis is there once it has ended.';
    case 'playing':
      return "This game is still being played: its analysis is there once it has ended (the decisions of a game in play stay its players' own).";
  }
}

/**
 * GET /games/{id}/analysis of an ended game not analysed before: judged now from every item of
 * its stream, and kept for the next request (an ended game's decisions never change).
 */
export async function analysisOf(state: GameState): Promise<Analysis> {
  const items = await loadStream(state.gameId);
  const analysis = analyse(items);
  await keepAnalysis(analysis, items.at(-1)!.version);
  return analysis;
}
