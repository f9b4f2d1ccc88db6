import { leaderboardNames } from '../../domain/games.ts';
import type { LeaderboardName } from '../../domain/registry.ts';

/** The public boards of docs/contract.md: every registered game's leaderboards. A Dice Kings game counts on exactly one of its two. */
export const boardNames = leaderboardNames;

export const isBoardName = (name: string): name is LeaderboardName => (boardNames as readonly string[]).includes(name);
