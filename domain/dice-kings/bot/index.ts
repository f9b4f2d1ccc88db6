import type { Bot, BotLevel } from '../../kernel/index.ts';
import type { Command } from '../commands.ts';
import { easyBot } from './easy.ts';
import type { Optimums } from './optimums.ts';
import type { DiceKingsView } from './position.ts';
import { strongBot } from './strong.ts';

export { decodeOptimum, encodeOptimum } from './optimum-asset.ts';
export { solve, type Optimum } from './optimum.ts';
export { Optimums } from './optimums.ts';
export type { DiceKingsView } from './position.ts';

/** The Dice Kings bot of a level; `strong` takes its solved tables from `optimums`. */
export const diceKingsBot = (level: BotLevel, optimums: Optimums): Bot<DiceKingsView, Command> =>
  level === 'strong' ? strongBot(optimums) : easyBot;
