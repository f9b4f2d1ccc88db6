import { redactEvent, todaysEvents, type GameState } from '../../domain/platform/index.ts';
import type { StreamItem } from '../adapters/event-store.ts';

/**
 * The game's events after version `after`, oldest first, as `viewer` may see them, each with
 * the version of the command that made it: at most `limit` of them, unless one command alone
 * holds more. A page holds whole commands, so `nextAfter` always lands on a version boundary.
 * `items` are the stream's from just after `after` (those before it are skipped).
 */
export function eventsPage(state: GameState, items: readonly StreamItem[], after: number, limit: number, viewer: string | null) {
  const events: Record<string, unknown>[] = [];
  let nextAfter: number | null = null;
  for (const item of items.filter((i) => i.version > after)) {
    if (events.length > 0 && events.length + item.events.length > limit) {
      nextAfter = item.version - 1;
      break;
    }
    for (const event of todaysEvents(state.rules, item)) events.push({ version: item.version, ...redactEvent(state, event, viewer) });
  }
  return { events, nextAfter };
}
