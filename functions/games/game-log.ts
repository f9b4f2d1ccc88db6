import { foldFrom, restore, snapshotSchema, type GameState } from '../../domain/platform/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { games } from '../../domain/games.ts';
import { decodeSnapshot, type StreamItem } from '../adapters/event-store.ts';
import { dynamoGameStore } from './dynamo-game-store.ts';
import type { GameStore } from './game-store.ts';

/**
 * At most this many versions apart, an item carries a snapshot of the game folded through it:
 * of any SNAPSHOT_EVERY items in a row, one has a snapshot the rules trust. So the game now,
 * or before and after any one item, is one Query of the last SNAPSHOT_EVERY + 1 items,
 * whatever the game's length. A snapshot is a cache of the fold, never a source of truth:
 * one written by other rules is ignored, the game folded from its events (read further
 * back) and a snapshot of these rules written with the next item.
 */
export const SNAPSHOT_EVERY = 8;

/** What one read covers: the trusted snapshot nearest below each version, and the items after it. */
const PAGE = SNAPSHOT_EVERY + 1;

const trusted = new Set(Object.keys(games).map((game) => snapshotSchema(game as GameName)));

/** Whether an item's snapshot may stand in for the events up to it. */
const hasTrustedSnapshot = (item: StreamItem): boolean => item.snapshot !== undefined && trusted.has(item.snapshot.schema);

/**
 * A run of a game's items, oldest first, read back far enough to know the game at each of
 * its versions from `from` on: each state is a trusted snapshot (or the beginning) folded
 * forward with the items after it.
 */
export class GameLog {
  private readonly states = new Map<number, { state: GameState; base: number }>();

  constructor(readonly items: readonly StreamItem[]) {}

  /** The newest version read (0: no such game). */
  get latest(): number {
    return this.items.at(-1)?.version ?? 0;
  }

  get first(): number {
    return this.items[0]?.version ?? 0;
  }

  item(version: number): StreamItem | undefined {
    return this.items[version - this.first];
  }

  /** Whether this read reaches back far enough to know the game at `version`. */
  knows(version: number): boolean {
    if (version > this.latest) return false;
    if (this.first === 1) return true;
    for (let v = version; v >= this.first; v--) if (hasTrustedSnapshot(this.item(v)!)) return true;
    return false;
  }

  /** The game as folded through `version` (null: before the game). */
  stateAt(version: number): GameState | null {
    return this.folded(version)?.state ?? null;
  }

  /** The version of the snapshot the state at `version` was folded from (0: from the beginning). */
  baseOf(version: number): number {
    return this.folded(version)?.base ?? 0;
  }

  private folded(version: number): { state: GameState; base: number } | undefined {
    if (version < 1) return undefined;
    // Back to where the fold can start (`at`, at version `from`): a state known, a trusted
    // snapshot, or before the game (version 0).
    let from = version;
    let at: { state: GameState | null; base: number } | undefined;
    while (!at) {
      if (from === 0) {
        at = { state: null, base: 0 };
        break;
      }
      const item = this.item(from);
      if (!item) throw new Error(`game ${this.items[0]?.gameId} has no version ${from} in this read`);
      const known = this.states.get(from);
      const restored = !known && hasTrustedSnapshot(item) ? restore(decodeSnapshot(item.snapshot!)) : null;
      if (known) at = known;
      else if (restored) this.states.set(from, (at = { state: restored, base: from }));
      else from--;
    }
    let state = at.state;
    for (let v = from + 1; v <= version; v++) {
      state = foldFrom(state, [this.item(v)!]);
      this.states.set(v, { state: state!, base: at.base });
    }
    return this.states.get(version);
  }
}

/**
 * Reads a game back from `upTo` (default: its newest version) far enough to know it at
 * `from` (default: as far up as read) and every version after: one Query in the usual case,
 * whose SNAPSHOT_EVERY + 1 items also know the game just before its newest item.
 * Undefined if no game has this id (or none had such a version).
 */
export async function readGame(
  gameId: string,
  { upTo, from }: { upTo?: number; from?: number } = {},
  store: Pick<GameStore, 'readBack'> = dynamoGameStore,
): Promise<GameLog | undefined> {
  const items = await store.readBack(gameId, {
    upTo,
    pageSize: PAGE + (upTo === undefined || from === undefined ? 0 : upTo - from),
    enough: (item) => item.version === 1 || ((from === undefined || item.version <= from) && hasTrustedSnapshot(item)),
  });
  return items.length === 0 ? undefined : new GameLog(items);
}
