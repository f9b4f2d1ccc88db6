import { analysisOf, notEnded } from '../../analysis/game-analysis.ts';
import { keptAnalysis } from '../../analysis/kept.ts';
import { existingGame } from '../outcomes.ts';
import { Problem } from '../problem.ts';
import { GameAnalysis } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'How well each person played a finished game: their decisions against the best engine the game has',
  description:
    "Once a game has ended, anyone may look back at it. For each person seated (bots left out): how many decisions they made, how many agreed with the engine, the expected points they gave up, and their largest mistakes with the move played and the better one, both as command bodies. Dice Kings with one column and the default scoring keys is judged `exact`ly by the solitaire optimum (each keep before a re-roll and each box scored, by the expected final score of the pad); every other game and variant by the strong bot's choice from the person's own view at that moment (`strong-bot`), with a loss where the bot can value both moves. A timer's default is no decision of the person's and is left out. Computed once from the game's events and kept. Replay the game itself with GET /games/{gameId}/events.",
  tags: ['Games'],
  success: { status: 200, description: "Each person's decisions, agreement, expected loss and largest mistakes.", schema: GameAnalysis },
  errors: ['game-not-found', 'not-ended'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}/analysis',
  auth: 'none',
  handle: async ({ params }) => {
    // An ended game's analysis never changes: once kept, it is the whole answer (one read).
    const kept = await keptAnalysis(params.gameId!);
    if (kept) return { status: 200, body: kept };
    const { state } = await existingGame(params.gameId!);
    const why = notEnded(state);
    if (why) throw new Problem('not-ended', why);
    return { status: 200, body: await analysisOf(state) };
  },
});
export const handler = lambdaHandler(route);
