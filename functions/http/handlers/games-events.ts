import { itemsAfter } from '../../adapters/event-store.ts';
import { eventsPage } from '../../games/events-page.ts';
import { EventsQuery } from '../schemas.ts';
import { EventsPage } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { existingGame } from '../outcomes.ts';

export const docs: RouteDocs = {
  summary: "The game's events after version `after`, oldest first, redacted for the caller",
  description:
    "The game's stored events after version `after`, oldest first, each with the version of the command that stored it. Redacted for the caller exactly as the view is: no other rack, no bag. A page holds whole commands; pass `nextAfter` as `after` for the next.",
  tags: ['Games'],
  success: { status: 200, description: 'A page of events, each with the version of the command that made it.', schema: EventsPage },
  errors: ['invalid-request', 'unauthenticated', 'game-not-found'],
};

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}/events',
  auth: 'optional',
  query: EventsQuery,
  handle: async ({ params, query, player }) => {
    // Every item holds an event or more: `limit` + 1 items are enough to fill a page and see past it.
    const [{ state }, items] = await Promise.all([existingGame(params.gameId!), itemsAfter(params.gameId!, query.after, query.limit + 1)]);
    return { status: 200, body: eventsPage(state, items, query.after, query.limit, player?.playerId ?? null) };
  },
});
export const handler = lambdaHandler(route);
