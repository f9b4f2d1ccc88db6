import type { GameState } from '../../domain/platform/index.ts';
import type { GameLog } from '../games/game-log.ts';
import { latestGame } from '../games/latest-game.ts';
import type { Authenticated } from '../players/players.ts';
import { loadGame, type CommandOutcome } from '../games/command-service.ts';
import { commandTaken } from '../observability/metrics.ts';
import { fromViolation, Problem } from './problem.ts';
import { describeIssues } from '../contract/zod-issues.ts';

const gameNotFound = (gameId: string) => new Problem('game-not-found', `No game has the id ${gameId}.`);

/** A command refused, counted by its code (the Commands metric); returned to be thrown. */
export function commandRefused(problem: Problem): Problem {
  commandTaken(problem.code);
  return problem;
}

/**
 * The game a command left, or the contract's problem for a command that was not applied.
 * Counted as accepted or by its refusal's code; a replay is not counted again: it took nothing.
 */
export function stateOrProblem(outcome: CommandOutcome): GameState {
  const answer = answerOf(outcome);
  if (answer instanceof Problem) throw commandRefused(answer);
  if (outcome.kind === 'applied') commandTaken('accepted');
  return answer;
}

function answerOf(outcome: CommandOutcome): GameState | Problem {
  switch (outcome.kind) {
    case 'applied':
    case 'replayed':
      return outcome.state;
    case 'refused':
      return fromViolation(outcome.violation);
    case 'invalid':
      return new Problem('invalid-command', describeIssues(outcome.error, `The ${outcome.game} command`));
    case 'conflict':
      return outcome.with === 'version'
        ? new Problem('version-conflict', outcome.detail)
        : new Problem('idempotency-key-reused', outcome.detail);
    case 'not-found':
      return gameNotFound(outcome.gameId);
  }
}

/** The game now and the log it was read from, or 404 `game-not-found`. */
export async function existingGame(gameId: string): Promise<{ state: GameState; log: GameLog }> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw gameNotFound(gameId);
  return loaded;
}

/** The game now, checking a token resting on the warm cache in the same request when the game is known warm (latest-game.ts), or 404 `game-not-found`. */
export async function currentGame(gameId: string, credential: Authenticated | undefined): Promise<GameState> {
  const state = await latestGame(gameId, credential);
  if (!state) throw gameNotFound(gameId);
  return state;
}
