/**
 * The game view, the command bodies, the legal moves and the events, per game and as the
 * unions the API answers (docs/contract.md, The game view; Commands; the events list). Each game's own
 * part comes from its file here, by the registry (registry.ts); what every game shares is spelled
 * once below. A new view field goes in `viewFields`, a new platform event in `platformEvents`.
 */
import * as z from 'zod';
import type { GameView as DomainView } from '../../domain/platform/index.ts';
import { gameNames, games } from '../../domain/games.ts';
import type { GameName } from '../../domain/registry.ts';
import {
  drawsRiggedSchema,
  gameCancelledSchema,
  gameCreatedSchema,
  gameStartedSchema,
  playerJoinedSchema,
  playerLeftSchema,
  playerRenamedSchema,
  rematchCreatedSchema,
  serverSeedRevealedSchema,
} from '../../domain/platform/events.ts';
import { gameEndedSchema, playerResignedSchema } from '../../domain/kernel/index.ts';
import { contractParts } from './registry.ts';
import { ClientSeed, GameId, GameStatus, listed, PlayerId, Result, tagged, Timestamp, Version } from './shared.ts';

/** Each game's part, in the registry's order, with its title and the prefix its components are named by. */
const parts = gameNames.map((game) => ({
  game,
  title: games[game].title,
  prefix: games[game].title.replaceAll(' ', ''),
  ...contractParts[game],
}));

/** Every step of every game. */
export const steps = [...new Set(parts.flatMap((part) => part.steps))] as [string, ...string[]];

export const SeatedPlayer = z
  .object({
    playerId: PlayerId,
    name: z.string(),
    seat: z.int().min(0),
    bot: z.boolean().describe('Seated by the platform as a bot.'),
    resigned: z.boolean().describe('Left the game in play for good: never awaited again, never a winner; the seat stays.'),
  })
  .meta({ id: 'SeatedPlayer' });

export const Fairness = z
  .object({
    algorithm: z.string().describe('`oc-fair-v1` (docs/contract.md, Fairness; docs/fairness.md).'),
    commitment: z.string().describe("The SHA-256 of the server seed's 32 bytes, lower-case hex, shown from the creation on."),
    clientSeeds: z.record(PlayerId, z.string()).describe("Each seated player's client seed, by player id; a bot's is `bot`."),
    serverSeed: z
      .string()
      .nullable()
      .describe('The secret server seed as 64 lower-case hex characters: null until the game ends or is cancelled.'),
    rigged: z.boolean().describe('Dice or bag were set through the test hook: nothing to verify.'),
  })
  .meta({ id: 'Fairness', description: 'The proof of the dice and the bag (docs/contract.md, Fairness).' });

export const Pot = z
  .object({
    stake: z.int().min(0).describe("Each seated player's stake (`config.Stake`)."),
    total: z
      .int()
      .min(0)
      .describe('The stake times the players seated at the start, resigned players included; 0 before the start and in a cancelled lobby.'),
    shares: z
      .record(PlayerId, z.int().min(0))
      .nullable()
      .describe(
        'Once the game has ended: what each player got from the pot (the winners, floor(total / winners) each, the chips left one each in seat order; with no winner every stake back). Null before.',
      ),
  })
  .meta({ id: 'Pot', description: 'The chips the game is played for (docs/contract.md, Chips and the pot).' });

const viewFields = {
  gameId: GameId,
  status: GameStatus,
  version: Version,
  players: z.array(SeatedPlayer).describe('In seat order.'),
  result: Result.nullable().describe('Set once the game has ended.'),
  rematch: GameId.nullable().describe('The new lobby that plays this ended game again (POST /games/{gameId}/rematch), once there is one.'),
  fairness: Fairness.nullable().describe('The proof of the dice and the bag; null only for a game stored before fairness was recorded.'),
  pot: Pot,
};

const turnOf = (steps: readonly [string, ...string[]], prefix: string) =>
  z
    .object({
      playerId: PlayerId.describe('The thrower, or the player whose turn it is.'),
      step: z.enum(steps).meta({ id: `${prefix}Step` }),
      awaiting: z.array(PlayerId).describe('Who the game waits for now.'),
      deadline: Timestamp.nullable().describe(
        'When the step runs out (TurnTime after it began); at the deadline its default applies. A deadline in the past means the default is due and applied within moments, and before any later command.',
      ),
    })
    .nullable()
    .describe('Null in the lobby and once the game has ended.');

/** The turn of a game of any kind, its step one of every game's (my games lists several games). */
export const AnyTurn = turnOf(steps, '');

const configOf = (game: GameName, prefix: string, io: 'in' | 'out') =>
  games[game].configSchema.meta({
    id: io === 'out' ? `${prefix}Config` : `${prefix}ConfigInput`,
    description:
      io === 'out'
        ? 'The effective config, defaults filled in.'
        : 'Keys exactly as the rules document spells them after `Config.`; each one left out takes its default.',
  });

export const GameView = tagged(
  'game',
  parts.map(({ game, prefix, title, steps, board }) =>
    z
      .object({
        gameId: viewFields.gameId,
        game: z.literal(game),
        status: viewFields.status,
        version: viewFields.version,
        config: configOf(game, prefix, 'out'),
        players: viewFields.players,
        turn: turnOf(steps, prefix),
        result: viewFields.result,
        rematch: viewFields.rematch,
        fairness: viewFields.fairness,
        pot: viewFields.pot,
        board: board.nullable().describe('Null in the lobby.'),
      })
      .meta({ id: `${prefix}GameView`, description: `A ${title} game as the caller may see it.` }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  'GameView',
  'A game as the caller may see it (docs/contract.md, The game view): `game` tells which board, config and steps it has.',
);

/**
 * Compile-time: the schema has every field the domain's view has, the seats' too; a field added
 * to the view (domain/game/view.ts) fails here until it is in `viewFields` or `SeatedPlayer`.
 */
type Missing<Domain, Schema> = Exclude<keyof Domain, keyof Schema>;
const viewIsDescribed: [
  Missing<DomainView, z.output<typeof GameView>> | Missing<DomainView['players'][number], z.output<typeof SeatedPlayer>>,
] extends [never]
  ? true
  : never = true;
void viewIsDescribed;

export const CreateGameBody = tagged(
  'game',
  parts.map(({ game, prefix, title }) =>
    z
      .strictObject({ game: z.literal(game), config: configOf(game, prefix, 'in').optional(), clientSeed: ClientSeed.optional() })
      .meta({ id: `Create${prefix}Game`, description: `A new ${title} game.` }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  'CreateGame',
  'The game to create, and its config (docs/contract.md, Games).',
);

/** A quick-match ticket's request (docs/contract.md, Quick match): a game, its config as a creation's, a table size, bots. */
export const MatchmakingRequest = tagged(
  'game',
  parts.map(({ game, prefix, title }) =>
    z
      .strictObject({
        game: z.literal(game),
        config: configOf(game, prefix, 'in').optional(),
        players: z
          .int()
          .min(games[game].seats.min)
          .max(games[game].seats.max)
          .optional()
          .describe(`The table size wanted (default 2), within ${title}'s player counts.`),
        bots: z.boolean().optional().describe('Fill the table with `strong` bots after 30 s (refused with a `Stake` above 0).'),
      })
      .meta({ id: `Match${prefix}`, description: `A ticket for a ${title} table.` }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  'Matchmaking',
  'The table wanted: game, config (as for POST /games) and table size.',
);

const ExpectedVersion = z
  .int()
  .min(0)
  .optional()
  .describe('Refuse with 409 version-conflict unless the game is at this version; nothing is applied then.');
const capitalized = (type: string) => type.replace(/^./, (c) => c.toUpperCase());

/** Every command body of every game, each with the platform's optional `expectedVersion`. */
export const Command = tagged(
  'type',
  parts.flatMap(({ prefix, title, commands }) =>
    commands.map((command) =>
      (command as z.ZodObject).extend({ expectedVersion: ExpectedVersion }).meta({
        id: `${prefix}${capitalized((command.shape.type as z.ZodLiteral<string>).value)}Command`,
        description: `A ${title} command.`,
      }),
    ),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  'Command',
  'A command of the game (docs/contract.md, Commands): `type` tells which; each game has its own.',
);

/** A legal move: a command body ready to send, of the game the caller plays. */
export const LegalMove = z
  .union(
    parts.map(({ prefix, title, moves }) =>
      moves.meta({ id: `${prefix}Move`, description: `A ${title} command the caller may send now.` }),
    ),
  )
  .meta({ id: 'LegalMove' });

/** The platform's events as the events list shows them: the lobby's before the game's own, those of its end after. */
const lobbyEvents = [
  playerJoinedSchema,
  playerLeftSchema,
  gameStartedSchema,
  gameCancelledSchema,
  playerRenamedSchema,
  drawsRiggedSchema,
].map((event) => listed('', event));
const endEvents = [playerResignedSchema, gameEndedSchema, serverSeedRevealedSchema, rematchCreatedSchema].map((event) => listed('', event));

/** Every event of every game as the events list shows it, per game a union by `type`. */
export const GameEvent = z
  .union(
    parts.map(({ game, prefix, title, events }) =>
      tagged(
        'type',
        [
          listed(
            prefix,
            gameCreatedSchema.extend({ game: z.literal(game), config: configOf(game, prefix, 'out') }),
            `A ${title} game was created.`,
          ),
          ...lobbyEvents,
          ...events,
          ...endEvents,
        ] as unknown as [z.ZodObject, ...z.ZodObject[]],
        `${prefix}Event`,
        `An event of a ${title} game.`,
      ),
    ),
  )
  .meta({ id: 'GameEvent', description: 'An event as `viewer` may see it: nothing the rules hide stays in it.' });
