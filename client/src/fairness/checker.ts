import type { AsyncBytes } from './bytes.ts';
import type { Difference, EventData, Tally } from './verdict.ts';

/** One game's re-derivation: fed every event in order, it draws from the stream as the game did. */
export interface Checker {
  check(event: EventData): Promise<Difference | null>;
}

export interface CheckerContext {
  readonly bytes: AsyncBytes;
  readonly tally: Tally;
  /** Player ids in seat order. */
  readonly seats: readonly string[];
  /** The effective config, as the game's first event records it. */
  readonly config: Readonly<Record<string, unknown>>;
}
