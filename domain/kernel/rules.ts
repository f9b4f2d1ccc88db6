import type * as z from 'zod';
import type { Draws } from './draws.ts';
import type { PlayerId } from './player.ts';
import type { Result } from './result.ts';
import type { Violation } from './violation.ts';

/** Every game's config carries the seconds a step may last before its default is applied, and the stake of each seat. */
export interface BaseConfig {
  readonly TurnTime: number;
  readonly Stake: number;
}

/**
 * Whose move the game waits for. `period` counts the timed periods since the start (0, 1, 2,
 * …): a new period restarts the TurnTime clock, even when player and step name repeat (a
 * solitaire Dice Kings game). Each game's timeout ruling says what one period is: a step in
 * Quicks and Rummiduck, a whole turn in Dice Kings. A turn timer is armed for one period and
 * does nothing for another.
 */
export interface Turn {
  readonly playerId: PlayerId;
  readonly step: string;
  readonly awaiting: readonly PlayerId[];
  readonly period: number;
}

/** A command body as it arrives, without the platform's own `expectedVersion`. */
export interface CommandBase {
  readonly type: string;
}

/** A public leaderboard a game's finished games count on (docs/contract.md, Leaderboards). */
export interface Leaderboard<Name extends string = string> {
  readonly name: Name;
  /** What sets it apart from the game's other leaderboards ('one column'), for a game with more than one. */
  readonly counts?: string;
}

/**
 * One game's rules as a decider (see docs/design.md): pure, no I/O, no clock, no randomness but
 * the `draws` handed in. The platform keeps the lobby, seats, clock and storage; a game only
 * ever sees its own config, its seated players in seat order, its events and its commands.
 * A registered game names its `Board`, its `Name` and its leaderboards' names (`Leaderboards`) as
 * types, so that domain/registry.ts derives every name from the games it lists.
 */
export interface GameRules<
  Config extends BaseConfig,
  State,
  Event extends { readonly type: string },
  Command extends CommandBase,
  Board = unknown,
  Name extends string = string,
  Leaderboards extends string = string,
> {
  /** The name clients send in `POST /games`. */
  readonly game: Name;
  /** As the rules document titles the game ('Dice Kings'). */
  readonly title: string;
  /** Strict (unknown keys refused), with the rules documents' defaults. */
  readonly configSchema: z.ZodType<Config, unknown>;
  /** The game's command bodies; anything else is `invalid-command`. */
  readonly commandSchema: z.ZodType<Command, unknown>;
  readonly seats: { readonly min: number; readonly max: number };
  /** The public leaderboards of the game, each finished game counting on one of them. */
  readonly leaderboards: readonly [Leaderboard<Leaderboards>, ...Leaderboard<Leaderboards>[]];
  /** Which of them, for a game with more than one, as the API's documentation says it ('its columns'). */
  readonly leaderboardBy?: string;
  /** Which public leaderboard a finished game of this config counts on (one of `leaderboards`). */
  leaderboard(config: Config): Leaderboards;

  /**
   * The events that open play once the creator starts the game (a deal, the first turn): at
   * least the one that begins the first turn, since a period's clock starts on a game's event.
   */
  start(config: Config, players: readonly PlayerId[], draws: Draws): Event[];
  /** The state before the first event of `start` is folded in. */
  initialState(config: Config, players: readonly PlayerId[]): State;
  evolve(state: State, event: Event): State;
  /** New events, or the rule the command breaks. Never throws for a bad command. */
  decide(state: State, command: Command, actor: PlayerId, draws: Draws): Event[] | Violation;
  /**
   * The events with which a seated player who has not resigned leaves the game in play: their
   * PlayerResigned, then whatever follows by itself (the turn passes, the game ends; Resigning
   * rulings 1 to 5).
   */
  resign(state: State, playerId: PlayerId): Event[];
  /** The default of the current step when its TurnTime runs out (each game's timeout ruling). */
  timeout(state: State, draws: Draws): Event[];

  turn(state: State): Turn | null;
  result(state: State): Result | null;
  /** `board` of the game view, as `viewer` may see it (null: a spectator). */
  board(state: State, viewer: PlayerId | null): Board;
  /** Every command body `actor` may send now (Rummiduck's play once, without a table). */
  legalMoves(state: State, actor: PlayerId): object[];
  /** The event as `viewer` may see it: nothing hidden from them (racks, the bag) stays in it. */
  redact(event: Event, viewer: PlayerId | null): Event;
  /**
   * A redacted event made foldable again for the viewer it was redacted for, what was hidden
   * from them replaced by stand-ins, so that a replay folded from what they were given shows
   * each board as they were shown it. `evolve` refuses a redacted event; only a viewer's fold
   * (domain/platform/seen.ts) goes through this. A game that hides nothing has none.
   */
  standIn?(state: State, event: Event): Event;
  /**
   * An event stored under an older event schema (`schema`, the platform's EVENT_SCHEMA when it
   * was written) in today's shape. Only items older than today's schema are read through it.
   */
  upcast?(stored: { readonly type: string } & Record<string, unknown>, schema: number): Event;
  /**
   * The version of this game's State as a snapshot holds it: bump it by hand whenever `State`
   * changes shape or `evolve` folds the same events differently. A snapshot of another version
   * is ignored and the game folded from its events again (domain/platform/snapshot.ts).
   */
  readonly snapshotVersion: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameRules = GameRules<any, any, any, any>;
