import type { AsyncBytes } from './bytes.ts';
import type { Difference, EventData, Tally } from './verdict.ts';

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
