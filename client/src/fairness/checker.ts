import type { AsyncBytes } from './bytes.ts';
import type { Difference, EventData, Revealed, Tally, VerifiedGame } from './verdict.ts';

/** One game's re-derivation: fed every event in order, it draws from the stream as the game did. */
export interface Checker<Learned = Revealed[VerifiedGame]> {
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

/** Each game's checker, by the name its `GameCreated` gives. */
export type Checkers = { readonly [G in VerifiedGame]: (context: CheckerContext) => Checker<Revealed[G]> };
