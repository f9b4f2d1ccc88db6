import { rebuildChips, type ChipsSummary } from '../chips/rebuild.ts';
import { rebuildLeaderboards, type RebuildSummary } from '../leaderboards/rebuild.ts';
import { rebuildMyGames, type MyGamesSummary } from '../players/my-games-rebuild.ts';

/**
 * The operator's one rebuild on AWS, as `npm run rebuild-projections` is locally: every
 * leaderboard, then every player's list of games, then every player's chips (from their grants
 * too), recomputed from the events. One function for all three keeps the stack's count of functions down; each rebuild is safe to run
 * while the projections consumer keeps going (see each) but the chips', which the payouts race.
 */
export const handler = async (): Promise<{ leaderboards: RebuildSummary; myGames: MyGamesSummary; chips: ChipsSummary }> => ({
  leaderboards: await rebuildLeaderboards(),
  myGames: await rebuildMyGames(),
  chips: await rebuildChips(),
});
