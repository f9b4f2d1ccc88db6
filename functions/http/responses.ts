/**
 * The answers of the API as zod schemas, for openapi.yaml (and the tests that hold answers to
 * it). Handlers never import this module but in their docs, which their bundles leave out.
 */
import { pushPlatforms } from '../notifications/platforms.ts';
import * as z from 'zod';
import { AnyTurn, Command, GameEvent, GameView, LegalMove, SeatedPlayer } from '../contract/platform.ts';
import { GameId, GameStatus, PlayerId, Result, Timestamp, Version } from '../contract/shared.ts';
import { TicketBody } from '../contract/matchmaking.ts';
import { problemStatus, type ProblemCode } from './problem.ts';
import { GameNameSchema } from './schemas.ts';
import { leaderboardNames } from '../leaderboards/boards.ts';

export { Command, CreateGameBody as CreateGameDocs, GameView } from '../contract/platform.ts';

export const ProblemBody = z
  .object({
    type: z.url().describe('Names the kind of problem: `https://organized-chaos.dev/problems/<code>`.'),
    title: z.string().describe('The kind of problem, in a few words.'),
    status: z.int().min(400).max(599).describe('The HTTP status of the answer.'),
    detail: z.string().describe('What was wrong, in words a person understands.'),
    code: z
      .enum(Object.keys(problemStatus) as [ProblemCode, ...ProblemCode[]])
      .meta({ id: 'ProblemCode', description: "The contract's error code (docs/contract.md)." }),
    requestId: z.string().describe("The answer's X-Request-Id: quote it when you report a problem."),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 application/problem+json.' });

export const PlayerBody = z.object({ playerId: PlayerId, name: z.string() }).meta({ id: 'Player' });
export const MeBody = PlayerBody.extend({
  appId: z.string().nullable().describe('The app the player signed up through (`X-App-Key`); null for a player of no app.'),
}).meta({ id: 'Me' });
export const NewPlayerBody = PlayerBody.extend({
  token: z.string().describe('The bearer token. Shown once; the server keeps only its hash.'),
}).meta({ id: 'NewPlayer' });
export const AppPlayerBody = NewPlayerBody.extend({
  externalId: z.string().describe('The id the app knows the player by, as sent in the path.'),
  appId: z.string().describe('The app whose player this is.'),
  token: z
    .string()
    .describe("A new bearer token for this player, shown once: the session of one device. The player's other tokens keep working."),
}).meta({ id: 'AppPlayer' });
export const NewTokenBody = z
  .object({
    playerId: PlayerId,
    token: z.string().describe('The new bearer token, shown once. The token this call was made with no longer works.'),
  })
  .meta({ id: 'NewToken' });

export const ChipsBody = z
  .object({
    balance: z.int().min(0).describe('The chips the player holds now: the sum of the ledger.'),
    inPlay: z.int().min(0).describe("The player's stakes in games that have started and not ended."),
  })
  .meta({ id: 'Chips', description: "The caller's chips (docs/contract.md, Chips and the pot)." });

const LedgerEntry = z
  .object({
    entryId: z.string().describe('`grant`, or the kind and the game: `stake-<gameId>`, `share-<gameId>`, `refund-<gameId>`.'),
    at: Timestamp,
    kind: z
      .enum(['grant', 'stake', 'share', 'refund'])
      .describe('Why: the grant of a new player, a stake taken at a start, a share of a pot, a stake given back.'),
    amount: z.int().describe('Signed: a stake is negative.'),
    balance: z.int().min(0).describe('The balance after this entry.'),
    gameId: GameId.optional().describe('The game the entry is for (every kind but `grant`).'),
  })
  .meta({ id: 'LedgerEntry' });

export const LedgerPage = z
  .object({
    entries: z.array(LedgerEntry),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
  })
  .meta({ id: 'LedgerPage', description: "Entries of the caller's ledger, newest first." });

export const LobbyPage = z
  .object({
    games: z.array(
      z.object({
        gameId: GameId,
        game: GameNameSchema,
        players: z.int().min(1).describe('Seated so far.'),
        seats: z.int().min(1).describe('The most players the game seats.'),
        createdAt: Timestamp,
        creator: PlayerId.describe('The player in seat 0.'),
      }),
    ),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
  })
  .meta({ id: 'LobbyPage' });

export const MyGamesPage = z
  .object({
    games: z.array(
      z.object({
        gameId: GameId,
        game: GameNameSchema,
        status: GameStatus,
        version: Version,
        players: z.array(SeatedPlayer),
        turn: AnyTurn,
        yourMove: z.boolean().describe('The caller is in `turn.awaiting`.'),
        result: Result.nullable(),
        updatedAt: Timestamp.describe('When the game last changed; the list is in this order, latest first.'),
      }),
    ),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
  })
  .meta({ id: 'MyGamesPage' });

export const EventsPage = z
  .object({
    events: z.array(GameEvent),
    nextAfter: z.int().nullable().describe('Pass as `after` for the next page; null when there is none.'),
  })
  .meta({ id: 'EventsPage' });

export const CommandReply = z.object({ version: Version, game: GameView }).meta({ id: 'CommandReply' });
export const LegalMoves = z
  .object({ version: Version, moves: z.array(LegalMove).describe('Every command the caller may send now, each a ready body.') })
  .meta({ id: 'LegalMoves' });

export const Health = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export const ClockNow = z.object({ now: Timestamp.describe("The server's clock after the move.") }).meta({ id: 'ClockNow' });

export const Hint = z
  .object({
    version: Version,
    move: LegalMove.describe("The strong bot's choice for the caller now: a command body, ready to send."),
    expectedScore: z.number().optional().describe("The expected final score of the caller's pad with this play (Dice Kings, one column)."),
  })
  .meta({ id: 'Hint' });

const Mistake = z
  .object({
    version: Version.describe('The version of the command that made the decision (as in GET /games/{gameId}/events).'),
    played: Command.describe('What the person sent, as a command body.'),
    best: Command.describe("The engine's choice from the person's own view at that moment, as a command body."),
    loss: z
      .number()
      .min(0)
      .nullable()
      .describe('The expected final points the move played gave up against the best; null where the engine cannot value both moves.'),
  })
  .meta({ id: 'AnalysisMistake' });

export const GameAnalysis = z
  .object({
    gameId: GameId,
    game: GameNameSchema,
    players: z
      .record(
        PlayerId,
        z.object({
          engine: z
            .enum(['exact', 'strong-bot'])
            .describe(
              "`exact`: Dice Kings with one column and the default scoring keys, every decision valued by the solitaire optimum. `strong-bot`: the strong bot's choice from the same view.",
            ),
          decisions: z.int().min(0).describe("The person's decisions: every move they sent that was a choice (a timer's default is none)."),
          agreed: z
            .int()
            .min(0)
            .describe('The decisions that agreed with the engine (`exact`: a loss below 0.005; `strong-bot`: the same move).'),
          expectedLoss: z.number().min(0).nullable().describe('The sum of the losses; null where the engine cannot value moves.'),
          mistakes: z.array(Mistake).max(20).describe('The decisions not agreed, largest loss first (then in game order), at most 20.'),
        }),
      )
      .describe('Each person seated (bots left out), by player id.'),
  })
  .meta({ id: 'GameAnalysis' });
const LeaderboardName = z.enum(leaderboardNames);

export const RatingBody = z
  .object({
    mu: z.number().describe("OpenSkill's mean skill estimate (25 before the first rated game)."),
    sigma: z.number().describe('The uncertainty of `mu` (25/3 before the first rated game).'),
    ordinal: z.number().describe('mu − 3·sigma: the number people are ranked by.'),
  })
  .meta({ id: 'Rating', description: "A rating on one board: OpenSkill's Plackett–Luce model with the library's defaults." });

/** GET /leaderboards/{board}'s page (its handler's docs name it; kept here, with the other answers, out of the function's bundle). */
export const LeaderboardPage = z
  .object({
    board: LeaderboardName,
    entries: z.array(
      z.object({
        rank: z.int().describe('1 + how many players are ahead in this order: equal best scores (or equal ordinals) share a rank.'),
        playerId: z.string(),
        name: z.string(),
        bestScore: z.int().nullable().describe('Null (order `rating` only) while every game of theirs on the board was resigned.'),
        wins: z.int().describe('Games won, a shared win in a tie included.'),
        games: z.int(),
        rating: RatingBody.nullable().describe('Their rating on this board now; null before their first rated game.'),
      }),
    ),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
  })
  .meta({ id: 'LeaderboardPage' });

const ProfileLeaderboard = z.object({
  rating: RatingBody.nullable().describe('Null before the first rated game on the board.'),
  games: z.int(),
  wins: z.int(),
  bestScore: z.int().nullable().describe('Null while every game of theirs on the board was resigned (or none was played).'),
});

export const ProfileBody = z
  .object({
    playerId: PlayerId,
    name: z.string(),
    // Every board, each named (a record keyed by the enum would say so only through `required`).
    boards: z.object(
      Object.fromEntries(leaderboardNames.map((board) => [board, ProfileLeaderboard])) as Record<
        (typeof leaderboardNames)[number],
        typeof ProfileLeaderboard
      >,
    ),
  })
  .meta({ id: 'Profile' });

export const GameRatingsBody = z
  .object({
    board: LeaderboardName,
    changes: z
      .record(PlayerId, z.object({ before: RatingBody, after: RatingBody }))
      .describe('Each person seated (bots left out); empty for a game that does not count (fewer than two people).'),
  })
  .meta({ id: 'GameRatings' });

/** GET /players/me/export (docs/contract.md, Your data): no token, key, secret or hash of one is in it. */
export const PlayerExportBody = z
  .object({
    player: z
      .object({
        playerId: PlayerId,
        name: z.string(),
        createdAt: Timestamp.describe('When the player was made.'),
        appId: z.string().nullable().describe('The app the player signed up through; null for none (or once it is deleted).'),
      })
      .describe('Who the caller is.'),
    games: z
      .array(
        z.object({
          gameId: GameId,
          game: GameNameSchema,
          status: GameStatus,
          seat: z.int().min(0).nullable().describe('The seat the caller holds; null for a lobby they left.'),
          createdAt: Timestamp,
          endedAt: Timestamp.nullable().describe('When the game ended or was cancelled; null until then.'),
        }),
      )
      .describe('Every game the caller was ever seated in, lobbies left and cancelled ones included, newest first.'),
    chips: ChipsBody,
    ledger: z.array(LedgerEntry).describe("Every entry of the caller's ledger, newest first."),
    ratings: z
      .object(
        Object.fromEntries(leaderboardNames.map((board) => [board, RatingBody.nullable()])) as Record<
          (typeof leaderboardNames)[number],
          ReturnType<typeof RatingBody.nullable>
        >,
      )
      .describe("The caller's rating on every board; null where they have no rated game."),
    webhooks: z
      .array(z.object({ id: z.string(), url: z.string(), events: z.array(z.string()), createdAt: z.string() }))
      .describe("The caller's webhook subscriptions, oldest first, without their secrets."),
    devices: z
      .array(
        z.object({
          deviceId: z.string(),
          platform: z.enum(pushPlatforms),
          locale: z.string(),
          createdAt: Timestamp,
        }),
      )
      .describe("The caller's registered devices, without their push tokens or subscriptions."),
    apps: z
      .array(z.object({ appId: z.string(), name: z.string(), createdAt: Timestamp }))
      .describe('The apps the caller registered, oldest first, without their keys.'),
    tickets: z.array(TicketBody).describe('Every quick-match ticket the caller made that is still kept (a day each), oldest first.'),
  })
  .meta({ id: 'PlayerExport', description: 'Everything the service holds about the caller.' });
