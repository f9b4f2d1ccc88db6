import { leaderboardNames } from '../../domain/games.ts';
import type { LeaderboardName } from '../../domain/registry.ts';

/** The public leaderboards of docs/contract.md: every registered game's. A Dice Kings game counts on exactly one of its two. */
export { leaderboardNames };

export const isLeaderboardName = (name: string): name is LeaderboardName => (leaderboardNames as readonly string[]).includes(name);
