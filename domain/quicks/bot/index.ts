import type { Bot, BotLevel } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { easyMove } from './easy.ts';
import { strongMove } from './strong.ts';
import type { QuicksView } from './view.ts';

/** The Quicks bot of a level: throws in step `throw`, crosses or passes in steps `white` and `colour`. */
export const quicksBot = (level: BotLevel): Bot<QuicksView, Command> => {
  const move = level === 'strong' ? strongMove : easyMove;
  return (view, me) => (view.status === 'playing' && view.turn?.awaiting.includes(me) ? { move: move(view, me) } : null);
};

export type { QuicksView } from './view.ts';
