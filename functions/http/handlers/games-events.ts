import { redactEvent } from '../../../domain/platform/index.ts';
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
