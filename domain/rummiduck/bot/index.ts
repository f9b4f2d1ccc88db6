import type { BotLevel, PlayerId } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { easyMove } from './easy.ts';
import type { Limit } from './rebuild.ts';
import { strongDecision } from './strong.ts';
import type { RummiduckView } from './view.ts';

/**
 * The Rummiduck bot: a play (the whole table after it) or a draw, for the player whose turn it
 * is. The adapter may bound the strong search by its clock too (`limit.outOfTime`).
 */
export const rummiduckBot = (view: RummiduckView, me: PlayerId, level: BotLevel, limit?: Limit): Command =>
  level === 'strong' ? strongDecision(view, me, limit).command : easyMove(view, me);

export type { RummiduckView } from './view.ts';
