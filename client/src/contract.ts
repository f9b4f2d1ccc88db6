/**
 * The API's shapes as docs/contract.md gives them, for what openapi.yaml does not describe
 * (yet) precisely enough to type a client without casts: the game view by game, the boards,
 * the legal moves, the problem codes, the routes still to come. types.ts prefers the schema
 * of the same name in the generated file wherever openapi.yaml has one, so each of these falls
 * away by itself once openapi.yaml describes it (the names are the ones it will use).
 */

export type GameName = 'quicks' | 'dice-kings' | 'rummiduck';
export type GameStatus = 'lobby' | 'playing' | 'ended' | 'cancelled';

export type ProblemCode =
  | 'invalid-request'
  | 'invalid-config'
  | 'invalid-command'
  | 'unauthenticated'
  | 'not-creator'
  | 'not-seated'
  | 'game-not-found'
  | 'board-not-found'
  | 'webhook-not-found'
  | 'route-not-found'
  | 'game-full'
  | 'already-started'
  | 'not-enough-players'
  | 'not-your-turn'
  | 'wrong-step'
  | 'game-over'
  | 'not-started'
  | 'version-conflict'
  | 'illegal-move'
  | 'hints-off'
  | 'idempotency-key-reused'
  | 'invalid-webhook-url'
  | 'internal-error'
  | 'unavailable';

export interface SeatedPlayer {
  playerId: string;
  name: string;
  seat: number;
  bot?: boolean;
  resigned?: boolean;
}

export interface Result {
  winners: string[];
  scores: Record<string, number>;
}

export interface Fairness {
  algorithm: string;
  commitment: string;
  clientSeeds: Record<string, string>;
  serverSeed: string | null;
  rigged: boolean;
}

interface ViewOf<G extends GameName, Config, Step extends string, Board> {
  gameId: string;
  game: G;
  status: GameStatus;
  version: number;
  config: Config;
  players: SeatedPlayer[];
  turn: { playerId: string; step: Step; awaiting: string[]; deadline: string | null } | null;
  result: Result | null;
  rematch?: string | null;
  fairness?: Fairness;
  board: Board | null;
}

// Quicks

export type QuicksRow = 'red' | 'yellow' | 'green' | 'blue';
export type QuicksStep = 'throw' | 'white' | 'colour';

export interface QuicksConfig {
  PenaltyPoints: number;
  LockAt: number;
  LockedRows: number;
  Penalties: number;
  TurnTime: number;
}

export interface QuicksBoard {
  dice: { white: number[]; red?: number; yellow?: number; green?: number; blue?: number } | null;
  lockedRows: QuicksRow[];
  sheets: Record<string, { rows: Record<QuicksRow, number[]>; locks: QuicksRow[]; penalties: number; score: number }>;
}

export type QuicksGameView = ViewOf<'quicks', QuicksConfig, QuicksStep, QuicksBoard>;

export type QuicksMove = { type: 'throw' } | { type: 'cross'; row: QuicksRow; white?: 0 | 1 } | { type: 'pass' };

// Dice Kings

export type DiceKingsBox =
  | 'ones'
  | 'twos'
  | 'threes'
  | 'fours'
  | 'fives'
  | 'sixes'
  | 'threeOfAKind'
  | 'fourOfAKind'
  | 'fullHouse'
  | 'smallStraight'
  | 'largeStraight'
  | 'diceKings'
  | 'chance';
export type DiceKingsStep = 'roll' | 'choose';

export interface DiceKingsConfig {
  UpperBonusAt: number;
  UpperBonus: number;
  ExtraKingsBonus: number;
  JokerRule: 'free' | 'forced' | false;
  Columns: 1 | 3;
  TurnTime: number;
}

export interface DiceKingsBoard {
  dice: number[] | null;
  rollsLeft: number;
  pads: Record<
    string,
    { columns: { boxes: Record<DiceKingsBox, number | null>; upperBonus: number; extraKings: number; total: number }[]; score: number }
  >;
  /** JokerRule `forced`: the open boxes the dice may not go in. */
  marked?: { column: number; box: DiceKingsBox }[];
}

export type DiceKingsGameView = ViewOf<'dice-kings', DiceKingsConfig, DiceKingsStep, DiceKingsBoard>;

export type DiceKingsMove = { type: 'roll'; keep?: number[] } | { type: 'score'; box: DiceKingsBox; column?: 0 | 1 | 2 };

// Rummiduck

/** `<colour>-<number>-<a|b>` (`red-7-a`), or `joker-red`, `joker-black`. */
export type RummiduckTile = string;
export type RummiduckStep = 'move';

export interface RummiduckConfig {
  StartTiles: number;
  InitialMeld: number;
  TimeoutTiles: number;
  JokerPoints: number;
  JokerColourMatters: boolean;
  TurnTime: number;
}

export interface RummiduckBoard {
  table: RummiduckTile[][];
  bag: number;
  racks: Record<string, number>;
  /** The caller's own rack; absent for others and spectators. */
  rack?: RummiduckTile[];
  hasMelded: Record<string, boolean>;
}

export type RummiduckGameView = ViewOf<'rummiduck', RummiduckConfig, RummiduckStep, RummiduckBoard>;

/** Legal moves list `play` once, without a table: the table is the player's to build. */
export type RummiduckMove = { type: 'play' } | { type: 'draw' };

// Every game

export type LegalMove = QuicksMove | DiceKingsMove | RummiduckMove;

/** An event as the caller may see it: `type` names it, the rest depends on the game. */
export interface GameEvent {
  version: number;
  type: string;
  at: string;
  [field: string]: unknown;
}

export type QuicksConfigInput = Partial<QuicksConfig>;
export type DiceKingsConfigInput = Partial<DiceKingsConfig>;
export type RummiduckConfigInput = Partial<RummiduckConfig>;

/** A row of `GET /players/me/games`. */
export interface MyGame {
  gameId: string;
  game: GameName;
  status: GameStatus;
  version: number;
  players: SeatedPlayer[];
  turn: { playerId: string; step: string; awaiting: string[]; deadline: string | null } | null;
  yourMove: boolean;
  result: Result | null;
  updatedAt: string;
}

export interface MyGamesPage {
  games: MyGame[];
  nextCursor: string | null;
}

export interface NewToken {
  playerId: string;
  token: string;
}

export type BotLevel = 'strong' | 'easy';

export interface Hint {
  version: number;
  move: LegalMove;
  expectedScore?: number;
}

export interface Rig {
  dice?: number[][];
  bag?: RummiduckTile[];
}
