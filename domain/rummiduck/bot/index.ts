import type { Bot } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { easyMove } from './easy.ts';
import { strongDecision } from './strong.ts';
import type { RummiduckView } from './view.ts';

/** The Rummiduck bot: a play (the whole table after it) or a draw, for the player whose turn it is. */
export const rummiduckBot: Bot<RummiduckView, Command> = (view, me, level) =>
  level === 'strong' ? strongDecision(view, me).command : easyMove(view, me);

export type { RummiduckView } from './view.ts';
