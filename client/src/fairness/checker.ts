import type { AsyncBytes } from './bytes.ts';

/** One event as `GET /games/{id}/events` returns it: read as data, nothing about it trusted. */
export type EventData = { readonly type?: unknown; readonly version?: unknown } & Readonly<Record<string, unknown>>;

/** What the verifier could see and check. Tiles hidden from the viewer are counted, not checked. */
export interface Tally {
  dice: number;
  tiles: number;
  hiddenTiles: number;
}

/** What a checker found wrong in one event: what the stream gives, and what the event shows. */
export interface Difference {
  readonly expected: unknown;
  readonly found: unknown;
  readonly detail: string;
}

/** One game's re-derivation: fed every event in order, it draws from the stream as the game did. */
export interface Checker<Learned extends object = object> {
  check(event: EventData): Promise<Difference | null>;
  /** What the stream revealed once every event was checked and held: the verdict shows it. */
  revealed(): Learned;
}

export interface CheckerContext {
  readonly bytes: AsyncBytes;
  readonly tally: Tally;
  /** Player ids in seat order. */
  readonly seats: readonly string[];
  /** The effective config, as the game's first event records it. */
  readonly config: Readonly<Record<string, unknown>>;
}

/** A game's checker as the verifier holds it: made anew for each proof of that game. */
export type CheckerOf<Learned extends object = object> = (context: CheckerContext) => Checker<Learned>;

/** What a game whose every value is drawn in the open reveals beyond its tally: nothing. */
export type NothingHidden = Readonly<Record<never, never>>;
