/**
 * The request and response bodies of the API as zod schemas: handlers validate with them and
 * openapi.yaml is generated from them, so the two cannot drift.
 */
import * as z from 'zod';
import { BOT_LEVELS } from '../../domain/kernel/index.ts';
import { gameNames } from '../../domain/registry.ts';
import { AnyTurn, ClientSeed, GameEvent, GameStatus, GameView, LegalMove, SeatedPlayer } from './contract/platform.ts';
import { GameId, PlayerId, Result, Timestamp, Version } from './contract/shared.ts';
import { problemStatus, type ProblemCode } from './problem.ts';

export { Command, CreateGameBody as CreateGameDocs, GameView } from './contract/platform.ts';
import { PlayerName } from './player-name.ts';

/** The name rule has a file of its own; routes that take a name may import it from either. */
export { PlayerName };

export const ProblemBody = z
  .object({
    type: z.url().describe('Names the kind of problem: `https://organized-chaos.dev/problems/<code>`.'),
    title: z.string().describe('The kind of problem, in a few words.'),
    status: z.int().min(400).max(599).describe('The HTTP status of the answer.'),
    detail: z.string().describe('What was wrong, in words a person understands.'),
    code: z
      .enum(Object.keys(problemStatus) as [ProblemCode, ...ProblemCode[]])
      .meta({ id: 'ProblemCode', description: "The contract's error code (API.md)." }),
    requestId: z.string().describe("The answer's X-Request-Id: quote it when you report a problem."),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 application/problem+json.' });

export const CreatePlayerBody = z.strictObject({ name: PlayerName }).meta({ id: 'CreatePlayer' });
export const RenamePlayerBody = z.strictObject({ name: PlayerName }).meta({ id: 'RenamePlayer' });
export const PlayerBody = z.object({ playerId: PlayerId, name: z.string() }).meta({ id: 'Player' });
export const NewPlayerBody = PlayerBody.extend({
  token: z.string().describe('The bearer token. Shown once; the server keeps only its hash.'),
}).meta({ id: 'NewPlayer' });
export const NewTokenBody = z
  .object({
    playerId: PlayerId,
    token: z.string().describe('The new bearer token, shown once. The token this call was made with no longer works.'),
  })
  .meta({ id: 'NewToken' });

/**
 * A JSON object handed on as sent, for a stricter schema further in to judge (a game's config).
 * zod's record copies the object into a fresh one, where a `"__proto__"` key silently sets the
 * copy's prototype instead of staying a key, so the strict schema would never see it.
 */
const JsonObject = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'expected an object')
  .meta({ type: 'object' });

export const GameNameSchema = z.enum(gameNames as [string, ...string[]]).meta({ id: 'GameName' });

export const CreateGameBody = z
  .strictObject({
    game: GameNameSchema,
    config: JsonObject.optional().describe('Keys exactly as the rules documents spell them after `Config.`, plus `TurnTime` in seconds.'),
    clientSeed: ClientSeed.optional(),
  })
  .describe(
    "Validated in two steps: this shape (`invalid-request`), then the game's own config (`invalid-config`); documented as CreateGame.",
  );

export const JoinGameBody = z.strictObject({ clientSeed: ClientSeed.optional() }).meta({ id: 'JoinGame' });

export const LobbyQuery = z.strictObject({
  status: z.literal('lobby').default('lobby'),
  game: GameNameSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(512).optional(),
});
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

const statusList = GameStatus.options.join('|');
export const MyGamesQuery = z.strictObject({
  status: z
    .string()
    .regex(new RegExp(`^(${statusList})(,(${statusList}))*$`), `must be statuses (${GameStatus.options.join(', ')}), comma-separated`)
    .optional()
    .describe(`Only games in one of these statuses, comma-separated: ${GameStatus.options.join(', ')}. Without it, every status.`),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(1024).optional(),
});
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

export const EventsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const EventsPage = z
  .object({
    events: z.array(GameEvent),
    nextAfter: z.int().nullable().describe('Pass as `after` for the next page; null when there is none.'),
  })
  .meta({ id: 'EventsPage' });

export const CommandBody = z
  .looseObject({
    type: z.string(),
    expectedVersion: z.int().min(0).optional(),
  })
  .describe('A command of the game (API.md, Commands), optionally with expectedVersion.');
export const CommandReply = z.object({ version: Version, game: GameView }).meta({ id: 'CommandReply' });
export const LegalMoves = z
  .object({ version: Version, moves: z.array(LegalMove).describe('Every command the caller may send now, each a ready body.') })
  .meta({ id: 'LegalMoves' });

export const RigBody = z
  .strictObject({
    dice: z
      .array(z.array(z.int().min(1).max(6)).min(1).max(6))
      .max(1000)
      .optional(),
    bag: z
      .array(z.string().max(20))
      .max(106)
      .refine((bag) => new Set(bag).size === bag.length, 'the bag names a tile twice; every tile exists once')
      .optional(),
  })
  .meta({ id: 'Rig' });

export const Health = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

export const AddBotBody = z
  .strictObject({
    level: z
      .enum(BOT_LEVELS)
      .optional()
      .describe('`strong` (the default) plays as well as the project can; `easy` plays legal but simple moves.'),
  })
  .meta({ id: 'AddBot' });

export const Hint = z
  .object({
    version: Version,
    move: LegalMove.describe("The strong bot's choice for the caller now: a command body, ready to send."),
    expectedScore: z.number().optional().describe("The expected final score of the caller's pad with this play (Dice Kings, one column)."),
  })
  .meta({ id: 'Hint' });
