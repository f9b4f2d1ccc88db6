/**
 * Rummiduck `easy`: lays sets its rack makes alone, without jokers and without touching the
 * table: all of them for the initial meld when they are worth `InitialMeld`, one a turn after
 * it. Else it draws.
 */
import type { PlayerId } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { pointsOf, rackSets } from './rack-sets.ts';
import { boardOf, type RummiduckView } from './view.ts';

export function easyMove(view: RummiduckView, me: PlayerId): Command {
  const board = boardOf(view);
  const sets = rackSets(board.rack);
  const melded = board.hasMelded[me];
  const laid = melded ? sets.slice(0, 1) : sets;
  const enough = melded || pointsOf(laid, view.config.JokerColourMatters) >= view.config.InitialMeld;
  return laid.length > 0 && enough ? { type: 'play', table: [...board.table, ...laid] } : { type: 'draw' };
}
