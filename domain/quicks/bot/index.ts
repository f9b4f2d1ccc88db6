import type { BotLevel, PlayerId } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { easyMove } from './easy.ts';
import { strongMove } from './strong.ts';
import type { QuicksView } from './view.ts';

/** The Quicks bot: throws in step `throw`, crosses or passes in steps `white` and `colour`. */
export const quicksBot = (view: QuicksView, me: PlayerId, level: BotLevel): Command =>
  (level === 'strong' ? strongMove : easyMove)(view, me);

export type { QuicksView } from './view.ts';
