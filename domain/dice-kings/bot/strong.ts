import type { Bot } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import type { Optimums } from './optimums.ts';
import { positionOf, type DiceKingsView } from './position.ts';
import { planTurn } from './turn-plan.ts';

/**
 * Dice Kings `strong` (ruling Bots 4): with one column it plays the solitaire optimum, whatever
 * the other players do, and tells the expected final score of its pad from here (the hint's
 * `expectedScore`). With three columns it plays the turn plan's heuristic, which has no exact
 * expectation to tell.
 */
export const strongBot =
  (optimums: Optimums): Bot<DiceKingsView, Command> =>
  (view, me) => {
    const position = positionOf(view, me);
    if (!position) return null;
    const plan = planTurn(position, optimums.for(position.config));
    return position.pad.length === 1 ? plan : { move: plan.move };
  };
