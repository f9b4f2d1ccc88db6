import type { GameState } from '../../../domain/platform/index.ts';
import type { NotApplied } from './request.ts';

/**
 * A command that names the version it was decided on (`expectedVersion`) is a version conflict
 * once the game has moved on, instead of being decided again on the newer game; the same
 * command takes no overdue defaults either (decide.ts).
 */
export function versionConflict(expectedVersion: number | undefined, state: GameState): NotApplied | undefined {
  if (expectedVersion === undefined || expectedVersion === state.version) return undefined;
  return { kind: 'conflict', with: 'version', detail: `The game is at version ${state.version}, not ${expectedVersion}.` };
}
