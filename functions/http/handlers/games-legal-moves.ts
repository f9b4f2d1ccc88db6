import { seatOf } from '../../../domain/platform/index.ts';
import { Problem } from '../problem.ts';
import { LegalMoves } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { existingGame } from '../outcomes.ts';

export const docs: RouteDocs = {
  summary: 'Every command the caller may send now, each a ready body',
  description:
    "Every command the caller may send now, each a ready body (Rummiduck's `play` is listed once, without a table, which the caller composes). Empty while it is not the caller's move.",
  tags: ['Games'],
  success: { status: 200, description: "The caller's legal moves (Rummiduck's play once, without a table).", schema: LegalMoves },
  errors: ['unauthenticated', 'not-seated', 'game-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}/legal-moves',
  auth: 'required',
  handle: async ({ params, player }) => {
    const { state } = await existingGame(params.gameId!);
    const actor = player!.playerId;
    if (seatOf(state, actor) === undefined) throw new Problem('not-seated', 'You are not seated in this game.');
    const moves = state.status === 'playing' ? state.rules.legalMoves(state.rulesState, actor) : [];
    return { status: 200, body: { version: state.version, moves } };
  },
});
export const handler = lambdaHandler(route);
