/**
 * The SDK's public types: the schemas generated from openapi.yaml (generated/openapi.ts), and
 * the shapes it does not describe, the local server's test hooks and a delivery's `appPlayers` (contract.ts).
 */
import type { ClockNow, Rig } from './contract.ts';
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

export type GameName = Schemas['GameName'];
export type GameStatus = Schemas['GameStatus'];
export type ProblemCode = Schemas['ProblemCode'];

export type QuicksGameView = Schemas['QuicksGameView'];
export type DiceKingsGameView = Schemas['DiceKingsGameView'];
export type RummiduckGameView = Schemas['RummiduckGameView'];
/** A game as the caller may see it: narrow on `game` to reach its board and config. */
export type GameView = QuicksGameView | DiceKingsGameView | RummiduckGameView;
/** The view of one game. */
export type ViewOf<G extends GameName> = Extract<GameView, { game: G }>;

export type QuicksBoard = NonNullable<QuicksGameView['board']>;
export type DiceKingsBoard = NonNullable<DiceKingsGameView['board']>;
export type RummiduckBoard = NonNullable<RummiduckGameView['board']>;
export type QuicksRow = Schemas['QuicksRow'];
export type DiceKingsBox = Schemas['DiceKingsBox'];
export type RummiduckTile = Schemas['RummiduckTile'];

export type QuicksMove = Schemas['QuicksMove'];
export type DiceKingsMove = Schemas['DiceKingsMove'];
export type RummiduckMove = Schemas['RummiduckMove'];
/** A command body of a game, as `GET /games/{id}/legal-moves` lists them (Rummiduck's `play` without its table). */
export type LegalMove = QuicksMove | DiceKingsMove | RummiduckMove;
/** Tiles as the views name them, whatever openapi.yaml says of the command's items. */
export type RummiduckPlayCommand = { type: 'play'; table: RummiduckTile[][] };
/** A command as sent, optionally with the version it expects the game to be at. */
export type Command = (QuicksMove | DiceKingsMove | RummiduckPlayCommand | { type: 'draw' }) & { expectedVersion?: number };

/** Each game's config as `POST /games` takes it, by game: read from the contract's bodies, so a new game brings its own. */
export type ConfigInputs = { [Body in Schemas['CreateGame'] as Body['game']]: NonNullable<Body['config']> };

export type GameEvent = Schemas['GameEvent'];
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

export type Health = Schemas['Health'];
export type NewPlayer = Schemas['NewPlayer'];
export type Player = Schemas['Player'];
/** GET /players/me: the caller, and the app they signed up through (null for none). */
export type Me = Schemas['Me'];
export type NewToken = Schemas['NewToken'];
export type AppPlayer = Schemas['AppPlayer'];
export type MyGamesPage = Schemas['MyGamesPage'];
export type LobbyPage = Schemas['LobbyPage'];
/** The caller's balance and stakes in play (GET /players/me/chips). */
export type Chips = Schemas['Chips'];
/** A page of the caller's ledger, newest first (GET /players/me/ledger). */
export type LedgerPage = Schemas['LedgerPage'];
export type LedgerEntry = Schemas['LedgerEntry'];
/** Everything the service holds about the caller (GET /players/me/export). */
export type PlayerExport = Schemas['PlayerExport'];
/** The chips a game is played for: the view's `pot`. */
export type Pot = Schemas['Pot'];
export type LeaderboardPage = Schemas['LeaderboardPage'];
export type Rating = Schemas['Rating'];
export type Profile = Schemas['Profile'];
export type GameRatings = Schemas['GameRatings'];
/** A quick-match ticket (docs/contract.md, Quick match). */
export type Ticket = Schemas['Ticket'];
export type TicketStatus = Schemas['TicketStatus'];
/** What POST /matchmaking asks for: a game, its config, the table size, bots. */
export type MatchRequest = Schemas['Matchmaking'];
export type LeaderboardName = LeaderboardPage['board'];
export type BotLevel = NonNullable<Schemas['AddBot']['level']>;
export type Hint = Schemas['Hint'];
/** GET /games/{id}/analysis: each person's decisions against the engine, once the game has ended. */
export type GameAnalysis = Schemas['GameAnalysis'];
/** One person's part of a game's analysis. */
export type PlayerAnalysis = GameAnalysis['players'][string];
export type AnalysisMistake = Schemas['AnalysisMistake'];
export type { ClockNow, Rig };
/** One of an app's players seated in a delivery's game: `data.appPlayers` (webhooks.ts). */
export type SeatedAppPlayer = Schemas['SeatedAppPlayer'];

export type CreateWebhook = Schemas['CreateWebhook'];
export type WebhookEventType = CreateWebhook['events'][number];
export type NewWebhook = Schemas['NewWebhook'];
export type RotatedWebhookSecret = Schemas['RotatedWebhookSecret'];
export type WebhookList = Schemas['WebhookList'];
export type WebhookDeliveries = Schemas['WebhookDeliveries'];

/** An app (docs/contract.md, Apps), as GET /apps/{appId} shows it: never its secret key. */
export type App = Schemas['App'];
export type AppList = Schemas['AppList'];
/** POST /apps: the app with its secret key, shown this once. */
export type NewApp = Schemas['NewApp'];
export type RotatedAppSecret = Schemas['RotatedAppSecret'];

/** PUT /players/me/devices/{deviceId}: a browser's subscription, or a native platform's device token (docs/contract.md, Notifications). */
export type PutDevice = Schemas['PutDevice'];
/** A device as GET /players/me/devices shows it: never its token or subscription. */
export type Device = Schemas['Device'];
export type DeviceList = Schemas['DeviceList'];
export type PushPlatform = Device['platform'];
export type PushEvent = Device['events'][number];
/** An app's push credentials for one platform, never shown again once set. */
export type ApnsCredentials = Schemas['ApnsCredentials'];
export type FcmCredentials = Schemas['FcmCredentials'];
export type ExpoCredentials = Schemas['ExpoCredentials'];
export interface AppPushCredentials {
  apns: ApnsCredentials;
  fcm: FcmCredentials;
  expo: ExpoCredentials;
}
export type PushConfigured = Schemas['PushConfigured'];
export type WebPushKey = Schemas['WebPushKey'];
