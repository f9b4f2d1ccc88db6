import { evolve, redactEvent, view, type GameState } from '../../domain/platform/index.ts';
import type { StreamItem } from '../adapters/event-store.ts';
import type { ServerMessage } from './protocol.ts';

/**
 * A game's stream as read once, with the game at each of its versions: what the update of
 * each version says, for each viewer. Every message is made by the same functions as
 * `GET /games/{id}` (the view) and `GET /games/{id}/events` (the redacted events), and built
 * once per viewer and version however many connections share that viewer.
 */
export class Timeline {
  private readonly states: GameState[] = [];
  private readonly built = new Map<string, string>();

  constructor(private readonly items: readonly StreamItem[]) {
    let state: GameState | null = null;
    for (const item of items) {
      for (const event of item.events) state = evolve(state, event);
      this.states.push({ ...state!, version: item.version });
    }
  }

  /** The newest stored version (0: no such game). */
  get latest(): number {
    return this.items.at(-1)?.version ?? 0;
  }

  /** The `update` message of one stored version as `viewer` (null: a spectator) may see it, as JSON text. */
  update(version: number, viewer: string | null): string {
    const key = `${version}:${viewer ?? ''}`;
    let text = this.built.get(key);
    if (text === undefined) {
      text = JSON.stringify(this.message(version, viewer));
      this.built.set(key, text);
    }
    return text;
  }

  private message(version: number, viewer: string | null): ServerMessage {
    // Versions are 1, 2, 3, … without gaps: the item of a version is at its index less one.
    const item = this.items[version - 1];
    const state = this.states[version - 1];
    if (!item || !state || item.version !== version)
      throw new Error(`game ${this.items[0]?.gameId} has no version ${version} in this read`);
    return {
      type: 'update',
      gameId: state.gameId,
      version,
      events: item.events.map((event) => ({ version, ...redactEvent(state, event, viewer) })),
      game: view(state, viewer),
    };
  }
}
