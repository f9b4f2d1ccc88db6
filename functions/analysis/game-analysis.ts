import type { GameState } from '../../domain/platform/index.ts';
import { outsideDeadline } from '../adapters/dynamo.ts';
import { loadStream } from '../adapters/event-store.ts';
import type { Analysis } from './analyse.ts';
import { judged } from './judging.ts';
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

/** The analyses this process is judging now, by game: those who ask meanwhile wait for the same one. */
const underWay = new Map<string, Promise<Analysis>>();

/**
 * GET /games/{id}/analysis of an ended game not analysed before: judged from every item of its
 * stream, and kept for the next request (an ended game's decisions never change). Judged once
 * however many ask at once, and outside the asking request's deadline: a long game's judging
 * outlasts it, and a request that gives up meanwhile still leaves the analysis kept, so its
 * retry reads it instead of judging the game again.
 */
export function analysisOf({ gameId }: GameState): Promise<Analysis> {
  let analysis = underWay.get(gameId);
  if (!analysis) {
    analysis = outsideDeadline(() => judgedAndKept(gameId)).finally(() => underWay.delete(gameId));
    underWay.set(gameId, analysis);
  }
  return analysis;
}

async function judgedAndKept(gameId: string): Promise<Analysis> {
  const items = await loadStream(gameId);
  const analysis = await judged(items);
  await keepAnalysis(analysis, items.at(-1)!.version);
  return analysis;
}
