import type { Bot, BotLevel } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { easyMove } from './easy.ts';
import type { Limit } from './rebuild.ts';
import { strongDecision } from './strong.ts';
import type { RummiduckView } from './view.ts';

/**
 * The Rummiduck bot of a level: a play (the whole table after it) or a draw, for the player
 * whose turn it is. The adapter may bound each strong search by its clock too (`limit()` is
 * asked once a decision, so a deadline can start with it).
 */
export const rummiduckBot =
  (level: BotLevel, limit?: () => Limit): Bot<RummiduckView, Command> =>
  (view, me) => {
    if (view.status !== 'playing' || !view.turn?.awaiting.includes(me)) return null;
    return { move: level === 'strong' ? strongDecision(view, me, limit?.()).command : easyMove(view, me) };
  };

export type { Limit } from './rebuild.ts';
export type { RummiduckView } from './view.ts';
