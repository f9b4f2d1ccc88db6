import type { GameState } from '../../../domain/platform/index.ts';
import type { Decide, NotApplied } from './request.ts';
import type { Underway } from './underway.ts';

/**
 * The decision: the request's own, or made by its `prepare` from the game as first loaded (a
 * body parsed with the game's schema, with no read to learn the game), once, however often a
 * race makes the command run again. A body that is no command of the game is `invalid`.
 */
export function prepare(command: Underway, state: GameState): Decide | NotApplied {
  if (!command.decide && 'prepare' in command.request) {
    const prepared = command.request.prepare(state);
    if ('invalid' in prepared) return { kind: 'invalid', game: state.game, error: prepared.invalid };
    command.decide = prepared;
  }
  return command.decide!;
}
