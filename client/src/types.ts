/**
 * The SDK's public types: the schemas generated from openapi.yaml (generated/openapi.ts),
 * and, for a schema openapi.yaml does not describe yet, the shape docs/contract.md gives (contract.ts).
 */
import type * as Contract from './contract.ts';
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** The schema openapi.yaml names `Name`; until it has one, docs/contract.md's shape. */
type Described<Name extends string, Fallback> = Name extends keyof Schemas ? Schemas[Name] : Fallback;

export type GameName = Described<'GameName', Contract.GameName>;
export type GameStatus = Described<'GameStatus', Contract.GameStatus>;
export type ProblemCode = Described<'ProblemCode', Contract.ProblemCode>;

export type QuicksGameView = Described<'QuicksGameView', Contract.QuicksGameView>;
export type DiceKingsGameView = Described<'DiceKingsGameView', Contract.DiceKingsGameView>;
export type RummiduckGameView = Described<'RummiduckGameView', Contract.RummiduckGameView>;
/** A game as the caller may see it: narrow on `game` to reach its board and config. */
export type GameView = QuicksGameView | DiceKingsGameView | RummiduckGameView;
/** The view of one game. */
export type ViewOf<G extends GameName> = Extract<GameView, { game: G }>;

export type QuicksBoard = NonNullable<QuicksGameView['board']>;
export type DiceKingsBoard = NonNullable<DiceKingsGameView['board']>;
export type RummiduckBoard = NonNullable<RummiduckGameView['board']>;
export type QuicksRow = Described<'QuicksRow', Contract.QuicksRow>;
export type DiceKingsBox = Described<'DiceKingsBox', Contract.DiceKingsBox>;
export type RummiduckTile = Described<'RummiduckTile', Contract.RummiduckTile>;

export type QuicksMove = Described<'QuicksMove', Contract.QuicksMove>;
export type DiceKingsMove = Described<'DiceKingsMove', Contract.DiceKingsMove>;
export type RummiduckMove = Described<'RummiduckMove', Contract.RummiduckMove>;
/** A command body of a game, as `GET /games/{id}/legal-moves` lists them (Rummiduck's `play` without its table). */
export type LegalMove = QuicksMove | DiceKingsMove | RummiduckMove;
/** Tiles as the views name them, whatever openapi.yaml says of the command's items. */
export type RummiduckPlayCommand = { type: 'play'; table: RummiduckTile[][] };
/** A command as sent, optionally with the version it expects the game to be at. */
export type Command = (QuicksMove | DiceKingsMove | RummiduckPlayCommand | { type: 'draw' }) & { expectedVersion?: number };

export interface ConfigInputs {
  quicks: Described<'QuicksConfigInput', Contract.QuicksConfigInput>;
  'dice-kings': Described<'DiceKingsConfigInput', Contract.DiceKingsConfigInput>;
  rummiduck: Described<'RummiduckConfigInput', Contract.RummiduckConfigInput>;
}

export type GameEvent = Described<'GameEvent', Contract.GameEvent>;
export interface EventsPage {
  events: GameEvent[];
  nextAfter: number | null;
}
export interface CommandReply {
  version: number;
  game: GameView;
}
export interface LegalMoves {
  version: number;
  moves: LegalMove[];
}

export type Health = Described<'Health', { status: 'ok' }>;
export type NewPlayer = Schemas['NewPlayer'];
export type Player = Schemas['Player'];
export type NewToken = Described<'NewToken', Contract.NewToken>;
export type MyGamesPage = Described<'MyGamesPage', Contract.MyGamesPage>;
export type LobbyPage = Schemas['LobbyPage'];
export type LeaderboardPage = Schemas['LeaderboardPage'];
export type BoardName = LeaderboardPage['board'];
export type BotLevel = Described<'BotLevel', Contract.BotLevel>;
export type Hint = Described<'Hint', Contract.Hint>;
/** GET /games/{id}/analysis: each person's decisions against the engine, once the game has ended. */
export type GameAnalysis = Schemas['GameAnalysis'];
/** One person's part of a game's analysis. */
export type PlayerAnalysis = GameAnalysis['players'][string];
export type AnalysisMistake = Schemas['AnalysisMistake'];
export type Rig = Described<'Rig', Contract.Rig>;

export type CreateWebhook = Schemas['CreateWebhook'];
export type WebhookEventType = CreateWebhook['events'][number];
export type NewWebhook = Schemas['NewWebhook'];
export type WebhookList = Schemas['WebhookList'];
export type WebhookDeliveries = Schemas['WebhookDeliveries'];
