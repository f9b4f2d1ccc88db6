import { rebuildLeaderboards, type RebuildSummary } from '../leaderboards/rebuild.ts';
import { rebuildMyGames, type MyGamesSummary } from '../players/my-games-rebuild.ts';

/**
 * The operator's one rebuild on AWS, as `npm run rebuild-projections` is locally: every
 * leaderboard, then every player's list of games, recomputed from the events alone. One
 * function for both keeps the stack's count of functions down; each rebuild is safe to run
 * while the projections consumer keeps going (see each).
 */
export const handler = async (): Promise<{ leaderboards: RebuildSummary; myGames: MyGamesSummary }> => ({
  leaderboards: await rebuildLeaderboards(),
  myGames: await rebuildMyGames(),
});
