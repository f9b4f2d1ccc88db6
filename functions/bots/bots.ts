import { diceKings } from '../../domain/dice-kings/index.ts';
import { diceKingsBot } from '../../domain/dice-kings/bot/index.ts';
import type { Bot, BotLevel } from '../../domain/kernel/index.ts';
import type { GameView } from '../../domain/platform/index.ts';
import { quicks } from '../../domain/quicks/index.ts';
import { quicksBot } from '../../domain/quicks/bot/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { rummiduck } from '../../domain/rummiduck/index.ts';
import { rummiduckBot } from '../../domain/rummiduck/bot/index.ts';
import { NODE_BUDGET } from '../../domain/rummiduck/bot/strong.ts';
import { optimums } from './dice-kings-tables.ts';

/** The Rummiduck strong search's clock: 300 ms from the start of each decision (docs/bots.md). */
const within300ms = () => {
  const deadline = performance.now() + 300;
  return { nodes: NODE_BUDGET, outOfTime: () => performance.now() > deadline };
};

/**
 * Each game's bot, by the game's registered name: the compiler asks for a new game's here. Kept
 * apart from the domain's registry because Dice Kings' bot plays from the tables only the bot
 * and analysis functions bundle. Each reads the view of its own game: view() of a game of that
 * name is one.
 */
export const bots: Record<GameName, (level: BotLevel) => Bot<GameView, object>> = {
  [quicks.game]: (level) => quicksBot(level) as Bot<GameView, object>,
  [diceKings.game]: (level) => diceKingsBot(level, optimums) as Bot<GameView, object>,
  [rummiduck.game]: (level) => rummiduckBot(level, within300ms) as Bot<GameView, object>,
};
