import { profileOf } from '../../ratings/profile.ts';
import { Problem } from '../problem.ts';
import { ProfileBody } from '../responses.ts';
import { leaderboardNameList } from '../../contract/game-list.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

/** Made outside `docs`, which esbuild keeps only while every field of it is plainly pure (see leaderboards-get.ts). */
const description = `Anyone may read a person's profile: on each board (${leaderboardNameList}) their OpenSkill rating (null before their first rated game), the games and wins counted there and their best score. Bots have no profile. Ratings and counts are projections: a finished game shows within a second or two.`;

export const docs: RouteDocs = {
  summary: "A person's public profile: their rating, games, wins and best score on each board",
  description,
  tags: ['Ratings'],
  success: { status: 200, description: 'The profile.', schema: ProfileBody },
  errors: ['player-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/players/{playerId}',
  auth: 'none',
  handle: async ({ params }) => {
    const profile = await profileOf(params.playerId!);
    if (!profile) throw new Problem('player-not-found', `No player has the id ${params.playerId!} (bots have no profile).`);
    return { status: 200, body: profile };
  },
});
export const handler = lambdaHandler(route);
