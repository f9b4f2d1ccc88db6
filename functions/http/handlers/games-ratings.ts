import { gameRatings } from '../../ratings/game-ratings.ts';
import { existingGame } from '../outcomes.ts';
import { Problem } from '../problem.ts';
import { GameRatingsBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "A finished game's rating changes: each person's rating before and after",
  description:
    "Once a game has ended and the ratings projection has applied it (a second or two), each person seated, bots left out, with their rating on the game's board before and after it. A game that does not count (fewer than two people seated) answers empty `changes`. Before the end: 409 `not-ended`; ended but not applied yet: 409 `not-rated-yet`, ask again shortly.",
  tags: ['Ratings'],
  success: { status: 200, description: "The game's rating changes.", schema: GameRatingsBody },
  errors: ['game-not-found', 'not-ended', 'not-rated-yet'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}/ratings',
  auth: 'none',
  handle: async ({ params }) => {
    const gameId = params.gameId!;
    const rated = await gameRatings(gameId);
    if (rated) return { status: 200, body: rated };
    const { state } = await existingGame(gameId);
    if (state.status !== 'ended')
      throw new Problem('not-ended', `Game ${gameId} has not ended (it is ${state.status}): ratings change only when a game ends.`);
    throw new Problem('not-rated-yet', `Game ${gameId} has ended, but its ratings are not applied yet; ask again in a second or two.`);
  },
});
export const handler = lambdaHandler(route);
