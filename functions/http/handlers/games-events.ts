import { eventsPage } from '../../games/events-page.ts';
import { EventsPage, EventsQuery } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';
import { existingGame } from '../outcomes.ts';

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}/events',
  auth: 'optional',
  query: EventsQuery,
  docs: {
    summary: "The game's events after version `after`, oldest first, redacted for the caller",
    tags: ['Games'],
    success: { status: 200, description: 'A page of events, each with the version of the command that made it.', schema: EventsPage },
    errors: ['invalid-request', 'unauthenticated', 'game-not-found'],
  },
  handle: async ({ params, query, player }) => {
    const { state, items } = await existingGame(params.gameId!);
    return { status: 200, body: eventsPage(state, items, query.after, query.limit, player?.playerId ?? null) };
  },
});
export const handler = lambdaHandler(route);
