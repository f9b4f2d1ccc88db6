import { profileOf } from '../../ratings/profile.ts';
import { Problem } from '../problem.ts';
import { ProfileBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "A person's public profile: their rating, games, wins and best score on each board",
  description:
    "Anyone may read a person's profile: on each board (`quicks`, `dice-kings`, `dice-kings-3`, `rummiduck`) their OpenSkill rating (null before their first rated game), the games and wins counted there and their best score. Bots have no profile. Ratings and counts are projections: a finished game shows within a second or two.",
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
