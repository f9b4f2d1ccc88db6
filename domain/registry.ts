import type { AnyGameRules, GameName } from './kernel/index.ts';
import { diceKings } from './dice-kings/index.ts';
import { quicks } from './quicks/index.ts';
import { rummiduck } from './rummiduck/index.ts';

/** Every game the platform serves, by the name clients send in `POST /games`. */
export const games: Record<GameName, AnyGameRules> = {
  quicks,
  'dice-kings': diceKings,
  rummiduck,
};

export const gameNames = Object.keys(games) as GameName[];
