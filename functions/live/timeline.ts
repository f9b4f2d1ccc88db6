import { redactEvent, todaysEvents, view } from '../../domain/platform/index.ts';
import type { GameState, StoredItem } from '../../domain/platform/index.ts';
import type { ServerMessage } from './protocol.ts';

/**
 * What a round knows of a game: a run of its stored items with the game at each (the game read
 * back: a GameLog), or just the one item of a job folded onto the version before it, which the
 * function knew (warm-games.ts).
 */
export interface GameSource {
  /** The newest version known (0: no such game). */
  readonly latest: number;
  /** Whether the game is known at `version`, so that the versions after it can be sent. */
  knows(version: number): boolean;
  item(version: number): StoredItem | undefined;
  stateAt(version: number): GameState | null;
}

/**
 * A game's stream as known once (read back from the snapshot below the oldest version anyone
 * is sent, or one item folded on what was known), with the game at each of its versions: what the update of each version says, for each
 * viewer. Every message is made by the same functions as `GET /games/{id}` (the view) and
 * `GET /games/{id}/events` (the redacted events), and built once per viewer and version
 * however many connections share that viewer.
 */
export class Timeline {
  private readonly built = new Map<string, string>();

  constructor(private readonly log: GameSource) {}

  /** The newest stored version (0: no such game). */
  get latest(): number {
    return this.log.latest;
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
    const item = this.log.item(version);
    const state = this.log.stateAt(version);
    if (!item || !state) throw new Error(`the game as known in this round has no version ${version}`);
    return {
      type: 'update',
      gameId: state.gameId,
      version,
      events: todaysEvents(state.rules, item).map((event) => ({ version, ...redactEvent(state, event, viewer) })),
      game: view(state, viewer),
    };
  }
}
