import { redactEvent } from '../../../domain/game/index.ts';
import { loadGame } from '../../games/command-service.ts';
import { EventsPage, EventsQuery } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';

export const route = defineRoute({
  method: 'GET',
  path: '/games/{gameId}/events',
  auth: 'optional',
  query: EventsQuery,
  docs: {
    summary: "The game's events after version `after`, oldest first, redacted for the caller",
    description:
      'The game\'s stored events after version `after`, oldest first, each with the version of the command that stored it. Redacted for the caller exactly as the view is: no other rack, no bag. A page holds whole commands; pass `nextAfter` as `after` for the next.',
    tags: ['Games'],
    success: { status: 200, description: 'A page of events, each with the version of the command that made it.', schema: EventsPage },
    errors: ['invalid-request', 'unauthenticated', 'game-not-found'],
  },
  handle: async ({ params, query, player }) => {
    const { state, items } = await loadGame(params.gameId!);
    const events: Record<string, unknown>[] = [];
    let nextAfter: number | null = null;
    for (const item of items.filter((i) => i.version > query.after)) {
      // A page holds whole commands, so `after` always lands on a version boundary.
      if (events.length > 0 && events.length + item.events.length > query.limit) {
        nextAfter = item.version - 1;
        break;
      }
      for (const event of item.events) events.push({ version: item.version, ...redactEvent(state, event, player?.playerId ?? null) });
    }
    return { status: 200, body: { events, nextAfter } };
  },
});
export const handler = lambdaHandler(route);
