import type { Difference, Tally } from './checker.ts';
import type { Revealed, VerifiedGame } from './checkers.ts';

/**
 * What the checkers of games the SDK does not ship reveal, by game: the `checkers` given to
 * `verifyGame`. None by default.
 */
export type MoreGames = Readonly<Record<string, object>>;

/**
 * Every value the events show is the one the stream gives (`tally.hiddenTiles` were not shown);
 * and what the stream reveals (a Rummiduck game: `racks`). A checker given for a game names
 * what its verdict shows, even for a game the SDK ships.
 */
export type Verified<More extends MoreGames = Record<never, never>> = {
  [G in VerifiedGame | (keyof More & string)]: { readonly status: 'ok'; readonly game: G; readonly tally: Tally } & (G extends keyof More
    ? More[G]
    : G extends VerifiedGame
      ? Revealed[G]
      : never);
}[VerifiedGame | (keyof More & string)];

export type Verdict<More extends MoreGames = Record<never, never>> =
  | Verified<More>
  /** The commitment holds, but the dice or bag were set through the test hook: nothing to re-derive. */
  | { readonly status: 'rigged'; readonly detail: string }
  /**
   * The first thing that does not hold: `index` is the event's place in the list given (null
   * for the seeds themselves), `version` the stored command it belongs to.
   */
  | ({
      readonly status: 'mismatch';
      readonly index: number | null;
      readonly version?: number;
      readonly type?: string;
      readonly tally: Tally;
    } & Difference);
