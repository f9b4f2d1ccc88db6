import type { FunctionComponent } from 'preact';
import type { Command, GameName, LeaderboardName, LegalMove, ViewOf } from '../../src/index.ts';
import type { ConfigFieldsOf } from '../config-fields.ts';
import type { FairnessChecked } from '../fairness-check.tsx';
import type { EventTexts, TableProps } from '../table.ts';

/** A game's board as its view shows it (null in the lobby). */
export type BoardOf<G extends GameName> = NonNullable<ViewOf<G>['board']>;

/** What a game's table gets: the page's props, the view, its board and the moves this player may make now. */
export type GameTableProps<G extends GameName> = TableProps & { view: ViewOf<G>; board: BoardOf<G>; moves: LegalMove[] };

/**
 * Everything the web client knows of one game, in the game's own folder: the registry
 * (games/index.ts) lists one per game, and every list of games, leaderboard and dispatch of
 * the page is read from it. A game the registry does not know still plays, on the generic table.
 */
export interface PlayGame<G extends GameName> {
  readonly title: string;
  /** The leaderboards its games count on (docs/contract.md, Leaderboards), with their titles, in the order shown. */
  readonly leaderboards: Readonly<Partial<Record<LeaderboardName, string>>>;
  /** Its steps (the view's `turn.step`) in words. */
  readonly steps: Readonly<Record<string, string>>;
  /** What the create form asks of it, the keys every game takes first (config-fields.ts). */
  readonly configFields: ConfigFieldsOf<G>;
  readonly Table: FunctionComponent<GameTableProps<G>>;
  /** What the end screen shows beside the result, if anything (Rummiduck: the losers' racks the fairness check re-derives). */
  readonly Ended?: FunctionComponent<{ view: ViewOf<G>; me: string; checked: FairnessChecked }>;
  /** A command body in words, read against the board it was (or could have been) sent on. */
  describeMove(move: Command, board: BoardOf<G> | undefined): string;
  /** Its own events in words, by type, `who` being the player the event names; the platform's are in replay/moves.ts. */
  readonly eventTexts: EventTexts;
  /** Why it ended by its own rules, read from its last view; null when its rules do not say (end-reason.ts says the rest). */
  endReason(view: ViewOf<G>, nameOf: (playerId: string) => string): string | null;
}
