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

/**
 * Rummiduck: the tiles each seat held when the game ended, by player id in seat order (tile ids
 * as the contract names them, `red-7-a`), in the order they came to the rack: the deal, then
 * each draw, less every tile laid. No event shows another player's rack, not even after the
 * end (docs/contract.md, Hidden information), but once the server seed is revealed the
 * verifier re-derives the bag, so it knows every rack; a resigned player's rack counts too.
 */
export type RevealedRacks = Readonly<Record<string, readonly string[]>>;

/** What a game's re-derivation learns beyond its tally, by game: shown in its verdict once every event holds. */
export interface Revealed {
  readonly quicks: Readonly<Record<never, never>>;
  readonly 'dice-kings': Readonly<Record<never, never>>;
  readonly rummiduck: { readonly racks: RevealedRacks };
}

export type VerifiedGame = keyof Revealed;

/** Every value the events show is the one the stream gives (`tally.hiddenTiles` were not shown); and what the stream reveals (a Rummiduck game: `racks`). */
export type Verified = {
  [G in VerifiedGame]: { readonly status: 'ok'; readonly game: G; readonly tally: Tally } & Revealed[G];
}[VerifiedGame];

export type Verdict =
  | Verified
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
