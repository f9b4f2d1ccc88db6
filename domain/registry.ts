import type { AnyGameRules, GameName } from './kernel/index.ts';
import { diceKings } from './dice-kings/index.ts';
import { quicks } from './quicks/index.ts';
import { rummiduck } from './rummiduck/index.ts';

/** The rules of every game the platform serves, by its name (kernel's `gameNames`). */
export const games: Record<GameName, AnyGameRules> = {
  quicks,
  'dice-kings': diceKings,
  rummiduck,
};
