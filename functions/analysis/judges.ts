import { diceKings } from '../../domain/dice-kings/index.ts';
import { quicks } from '../../domain/quicks/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { rummiduck } from '../../domain/rummiduck/index.ts';
import { diceKingsJudge } from './games/dice-kings.ts';
import { quicksJudge } from './games/quicks.ts';
import { rummiduckJudge } from './games/rummiduck.ts';
import type { GameJudge } from './judge.ts';

/**
 * Each game's judge, by the game's registered name: the compiler asks for a new game's here.
 * Kept apart from the domain's registry because a judge may use the functions' own parts (the
 * strong bots, the Dice Kings tables), which only the analysis function bundles.
 */
export const judges: Record<GameName, GameJudge> = {
  [quicks.game]: quicksJudge,
  [diceKings.game]: diceKingsJudge,
  [rummiduck.game]: rummiduckJudge,
};
