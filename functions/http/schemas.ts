/**
 * The request bodies and queries of the API as zod schemas: handlers validate with them and
 * openapi.yaml is generated from them, so the two cannot drift. The answers' schemas, which
 * only the document needs, are in responses.ts, so no function's bundle builds them.
 */
import * as z from 'zod';
import { BOT_LEVELS } from '../../domain/kernel/index.ts';
import { gameNames } from '../../domain/games.ts';
import { ClientSeed, GameStatus } from '../contract/shared.ts';
import { PlayerName } from './player-name.ts';

/** The name rule has a file of its own; routes that take a name may import it from either. */
export { PlayerName };

export const CreatePlayerBody = z.strictObject({ name: PlayerName }).meta({ id: 'CreatePlayer' });
export const RenamePlayerBody = z.strictObject({ name: PlayerName }).meta({ id: 'RenamePlayer' });
/** An app's sign-in of its player: the name, required only when the sign-in makes the player. */
export const SignInAppPlayerBody = z.strictObject({ name: PlayerName.optional() }).meta({ id: 'SignInAppPlayer' });
/**
 * A JSON object handed on as sent, for a stricter schema further in to judge (a game's config).
 * zod's record copies the object into a fresh one, where a `"__proto__"` key silently sets the
 * copy's prototype instead of staying a key, so the strict schema would never see it.
 */
const JsonObject = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'expected an object')
  .meta({ type: 'object' });

export const GameNameSchema = z.enum(gameNames).meta({ id: 'GameName' });

export const CreateGameBody = z
  .strictObject({
    game: GameNameSchema,
    config: JsonObject.optional().describe('Keys exactly as the rules documents spell them after `Config.`, plus `TurnTime` in seconds.'),
    clientSeed: ClientSeed.optional(),
  })
  .describe(
    "Validated in two steps: this shape (`invalid-request`), then the game's own config (`invalid-config`); documented as CreateGame.",
  );

export const MatchmakingBody = z
  .strictObject({
    game: GameNameSchema,
    config: JsonObject.optional().describe(
      'As for POST /games; each key left out takes its default, and tickets match on the effective config.',
    ),
    players: z.int().min(1).max(10).optional().describe("The table size wanted (default 2), within the game's player counts."),
    bots: z.boolean().optional().describe('Fill the table with `strong` bots after 30 s (refused with a `Stake` above 0).'),
  })
  .describe(
    "Validated in two steps: this shape (`invalid-request`), then the game's own config (`invalid-config`); documented as Matchmaking.",
  );

/**
 * The body of every POST that takes nothing (start, leave, resign, rematch, a new token, a
 * ping): none, or `{}`; anything else (`null`, an array, fields) is 400 invalid-request, the
 * same on every such route.
 */
export const NoBody = z.strictObject({}).meta({ id: 'NoBody' });
export const JoinGameBody = z.strictObject({ clientSeed: ClientSeed.optional() }).meta({ id: 'JoinGame' });

export const LobbyQuery = z.strictObject({
  status: z.literal('lobby').default('lobby'),
  game: GameNameSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(512).optional(),
});
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
export const LedgerQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(1024).optional(),
});
export const EventsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
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

/** docs/contract.md, Test hooks: `POST /test/clock`, from a second to 30 days at a time. */
export const ClockAdvanceBody = z
  .strictObject({
    advanceSeconds: z.int().min(1).max(2_592_000).describe("Seconds to move the server's clock forward by, for good."),
  })
  .meta({ id: 'ClockAdvance' });

export const AddBotBody = z
  .strictObject({
    level: z
      .enum(BOT_LEVELS)
      .optional()
      .describe('`strong` (the default) plays as well as the project can; `easy` plays legal but simple moves.'),
  })
  .meta({ id: 'AddBot' });
