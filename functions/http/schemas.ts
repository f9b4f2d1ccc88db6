/**
 * The request and response bodies of the API as zod schemas: handlers validate with them and
 * openapi.yaml is generated from them, so the two cannot drift.
 */
import { z } from 'zod';
import { gameNames, games } from '../../domain/registry.ts';
import { PlayerName } from './player-name.ts';

/** The name rule has a file of its own; routes that take a name may import it from either. */
export { PlayerName };

export const ProblemBody = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string().describe('What was wrong, in words a person understands.'),
    code: z.string().describe('One of the contract error codes, e.g. `illegal-move`.'),
  })
  .meta({ id: 'Problem' });

export const CreatePlayerBody = z.strictObject({ name: PlayerName }).meta({ id: 'CreatePlayer' });
export const RenamePlayerBody = z.strictObject({ name: PlayerName }).meta({ id: 'RenamePlayer' });
export const PlayerBody = z.object({ playerId: z.string(), name: z.string() }).meta({ id: 'Player' });
export const NewPlayerBody = PlayerBody.extend({
  token: z.string().describe('The bearer token. Shown once; the server keeps only its hash.'),
}).meta({ id: 'NewPlayer' });
export const NewTokenBody = z
  .object({
    playerId: z.string(),
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

export const GameNameSchema = z.enum(gameNames as [string, ...string[]]);

/** API.md, Fairness: 1 to 64 printable ASCII characters (space to tilde). */
const ClientSeed = z
  .string()
  .regex(/^[\x20-\x7e]{1,64}$/, '1 to 64 printable ASCII characters')
  .describe("The caller's own seed for the game's fairness proof; without one the server picks one (which cannot protect the caller).");

export const CreateGameBody = z
  .strictObject({
    game: GameNameSchema,
    config: JsonObject.optional().describe('Keys exactly as the rules documents spell them after `Config.`, plus `TurnTime` in seconds.'),
    clientSeed: ClientSeed.optional(),
  })
  .meta({ id: 'CreateGame' });

export const JoinGameBody = z.strictObject({ clientSeed: ClientSeed.optional() }).meta({ id: 'JoinGame' });

export const StatusSchema = z
  .enum(['lobby', 'playing', 'ended', 'cancelled'])
  .describe('`cancelled`: seat 0 left the lobby, so the game never started.')
  .meta({ id: 'GameStatus' });

export const SeatSchema = z
  .object({
    playerId: z.string(),
    name: z.string(),
    seat: z.int(),
    bot: z.boolean().describe('Seated by the platform as a bot.'),
    resigned: z.boolean().describe('Left the game in play for good: never awaited again, never a winner; the seat stays.'),
  })
  .meta({ id: 'Seat' });

export const TurnSchema = z
  .object({
    playerId: z.string().describe('The thrower, or the player whose turn it is.'),
    step: z.string().describe('Quicks `throw` | `white` | `colour`; Dice Kings `roll` | `choose`; Rummiduck `move`.'),
    awaiting: z.array(z.string()).describe('Who the game waits for now.'),
    deadline: z
      .string()
      .nullable()
      .describe(
        'When the step runs out (TurnTime after it began). A deadline in the past means the default is due: it is applied by the timer within moments, and before any later command.',
      ),
  })
  .meta({ id: 'Turn' });

export const FairnessSchema = z
  .object({
    algorithm: z.string().describe('`oc-fair-v1` (API.md, Fairness; docs/fairness.md).'),
    commitment: z.string().describe("The SHA-256 of the server seed's 32 bytes, lower-case hex, shown from the creation on."),
    clientSeeds: z.record(z.string(), z.string()).describe("Each seated player's client seed, by player id; a bot's is `bot`."),
    serverSeed: z
      .string()
      .nullable()
      .describe('The secret server seed as 64 lower-case hex characters: null until the game ends or is cancelled.'),
    rigged: z.boolean().describe('Dice or bag were set through the test hook: nothing to verify.'),
  })
  .meta({ id: 'Fairness' });

export const ResultSchema = z.object({ winners: z.array(z.string()), scores: z.record(z.string(), z.number()) }).meta({ id: 'Result' });

export const GameView = z
  .object({
    gameId: z.string(),
    game: GameNameSchema,
    status: StatusSchema,
    version: z.int(),
    config: z.record(z.string(), z.unknown()).describe('The effective config, defaults filled in.'),
    players: z.array(SeatSchema),
    turn: TurnSchema.nullable(),
    result: ResultSchema.nullable(),
    rematch: z
      .string()
      .nullable()
      .describe('The new lobby that plays this ended game again (POST /games/{gameId}/rematch), once there is one.'),
    fairness: FairnessSchema.nullable().describe(
      'The proof of the dice and the bag; null only for a game stored before fairness was recorded.',
    ),
    board: z.unknown().describe("The game's board as the caller may see it (API.md, The game view)."),
  })
  .meta({ id: 'GameView' });

export const LobbyQuery = z.strictObject({
  status: z.literal('lobby').default('lobby'),
  game: GameNameSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(512).optional(),
});
export const LobbyPage = z
  .object({
    games: z.array(
      z.object({ gameId: z.string(), game: GameNameSchema, players: z.int(), seats: z.int(), createdAt: z.string(), creator: z.string() }),
    ),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'LobbyPage' });

const statusList = StatusSchema.options.join('|');
export const MyGamesQuery = z.strictObject({
  status: z
    .string()
    .regex(new RegExp(`^(${statusList})(,(${statusList}))*$`), `must be statuses (${StatusSchema.options.join(', ')}), comma-separated`)
    .optional()
    .describe(`Only games in one of these statuses, comma-separated: ${StatusSchema.options.join(', ')}. Without it, every status.`),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(1024).optional(),
});
export const MyGamesPage = z
  .object({
    games: z.array(
      z.object({
        gameId: z.string(),
        game: GameNameSchema,
        status: StatusSchema,
        version: z.int(),
        players: z.array(SeatSchema),
        turn: TurnSchema.nullable(),
        yourMove: z.boolean().describe('The caller is in `turn.awaiting`.'),
        result: ResultSchema.nullable(),
        updatedAt: z.string().describe('When the game last changed; the list is in this order, latest first.'),
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
    events: z.array(z.object({ version: z.int(), type: z.string(), at: z.string() }).catchall(z.unknown())),
    nextAfter: z.int().nullable().describe('Pass as `after` for the next page; null when there is none.'),
  })
  .meta({ id: 'EventsPage' });

export const CommandBody = z
  .looseObject({
    type: z.string(),
    expectedVersion: z.int().min(0).optional(),
  })
  .describe('A command of the game (API.md, Commands), optionally with expectedVersion.');
/** For the document: every game's commands, each optionally with expectedVersion. */
export const AnyGameCommand = z
  .intersection(
    z.union(Object.values(games).map((rules) => rules.commandSchema) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]),
    z.object({
      expectedVersion: z.int().min(0).optional().describe('Refuse with 409 version-conflict unless the game is at this version.'),
    }),
  )
  .describe('A command of the game (API.md, Commands).')
  .meta({ id: 'Command' });
export const CommandReply = z.object({ version: z.int(), game: GameView }).meta({ id: 'CommandReply' });
export const LegalMoves = z.object({ version: z.int(), moves: z.array(z.record(z.string(), z.unknown())) }).meta({ id: 'LegalMoves' });

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

export const Health = z.object({ status: z.literal('ok') });
