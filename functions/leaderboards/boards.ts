import type { LeaderboardName } from '../../domain/kernel/index.ts';

/** The public boards of docs/contract.md; a Dice Kings game counts on exactly one of its two. */
export const leaderboardNames = ['quicks', 'dice-kings', 'dice-kings-3', 'rummiduck'] as const satisfies readonly LeaderboardName[];

export const isLeaderboardName = (name: string): name is LeaderboardName => (leaderboardNames as readonly string[]).includes(name);
