import { rebuildChips, type ChipsSummary } from '../chips/rebuild.ts';
import { rebuildLeaderboards, type RebuildSummary } from '../leaderboards/rebuild.ts';
import { rebuildMyGames, type MyGamesSummary } from '../players/my-games-rebuild.ts';
import { rebuildRatings, type RatingsRebuildSummary } from '../ratings/rebuild.ts';

/**
 * The operator's one rebuild on AWS, as `npm run rebuild-projections` is locally: every
 * leaderboard, every rating, every player's list of games, then every player's chips (from
 * their grants too), recomputed from the events. One function for all keeps the stack's count
 * of functions down; each rebuild is safe to run while the projections consumer keeps going
 * (see each) but the ratings' (run it with the consumer paused) and the chips', which the payouts race.
 */
export const handler = async (): Promise<{
  leaderboards: RebuildSummary;
  ratings: RatingsRebuildSummary;
  myGames: MyGamesSummary;
  chips: ChipsSummary;
}> => ({
  leaderboards: await rebuildLeaderboards(),
  ratings: await rebuildRatings(),
  myGames: await rebuildMyGames(),
  chips: await rebuildChips(),
});
