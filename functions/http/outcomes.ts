import type { GameState } from '../../domain/platform/index.ts';
import type { GameLog } from '../games/game-log.ts';
import { loadGame, type CommandOutcome } from '../games/command-service.ts';
import { fromViolation, Problem } from './problem.ts';
import { describeIssues } from './zod-issues.ts';

const gameNotFound = (gameId: string) => new Problem('game-not-found', `No game has the id ${gameId}.`);

/** The game a command left, or the contract's problem for a command that was not applied. */
export function stateOrProblem(outcome: CommandOutcome): GameState {
  switch (outcome.kind) {
    case 'applied':
    case 'replayed':
      return outcome.state;
    case 'refused':
      throw fromViolation(outcome.violation);
    case 'invalid':
      throw new Problem('invalid-command', describeIssues(outcome.error, `The ${outcome.game} command`));
    case 'conflict':
      throw outcome.with === 'version'
        ? new Problem('version-conflict', outcome.detail)
        : new Problem('idempotency-key-reused', outcome.detail);
    case 'not-found':
      throw gameNotFound(outcome.gameId);
  }
}

/** The game now and the log it was read from, or 404 `game-not-found`. */
export async function existingGame(gameId: string): Promise<{ state: GameState; log: GameLog }> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw gameNotFound(gameId);
  return loaded;
}
