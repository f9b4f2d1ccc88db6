import type { AnyGameRules, BaseConfig } from './kernel/index.ts';
import { registry, type GameName, type LeaderboardName } from './registry.ts';

/** A registered game's rules, its name and its leaderboards' names those of the registry. */
export type RegisteredRules = Omit<AnyGameRules, 'game' | 'leaderboard'> & {
  readonly game: GameName;
  leaderboard(config: BaseConfig): LeaderboardName;
};

/** The rules of every registered game, by its name. */
export const games = Object.fromEntries(registry.map((rules) => [rules.game, rules])) as Record<GameName, RegisteredRules>;

/** Every game's name, in the registry's order. */
export const gameNames = registry.map((rules) => rules.game) as [GameName, ...GameName[]];

/** Every public leaderboard, each game's in the registry's order. */
export const leaderboardNames = registry.flatMap((rules) => rules.leaderboards.map(({ name }) => name)) as [
  LeaderboardName,
  ...LeaderboardName[],
];
