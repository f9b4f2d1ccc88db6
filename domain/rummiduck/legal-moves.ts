import type { PlayerId } from '../kernel/index.ts';
import type { Command } from './commands.ts';
import { refusal } from './decide.ts';
import type { State } from './state.ts';

/**
 * The player whose turn it is may always draw (a pass with an empty bag) and may try a play:
 * their rack is never empty while the round goes on. `play` is listed once, without a table.
 */
export function legalMoves(state: State, actor: PlayerId): (Command | { type: 'play' })[] {
  if (refusal(state, actor)) return [];
  return [{ type: 'play' }, { type: 'draw' }];
}
