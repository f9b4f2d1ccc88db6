/**
 * The platform's own events, shared by every game, declared once: their types are inferred, the
 * contract lists them. The lobby's come first; once `GameStarted` is folded, the game's own
 * events follow, the first ones from its `start`, and the game's last is `GameEnded`. A seat's
 * name may change at any time, and an ended game may name its rematch.
 */
import * as z from 'zod';
import { gameNames } from '../games.ts';
import type { GameEvent } from '../registry.ts';
import { BOT_LEVELS, playerIdSchema } from '../kernel/index.ts';

export const gameIdSchema = z.string().describe('A game id (`g_…`).');

/** Who takes a seat: the player, and the client seed their draws are made with (docs/contract.md, Fairness). */
export const joinerSchema = z.object({
  playerId: playerIdSchema,
  name: z.string(),
  /** Absent only in games stored before fairness was recorded. */
  clientSeed: z.string().optional(),
});
export type Joiner = z.output<typeof joinerSchema>;

/** What the server committed to at the creation: the algorithm and the SHA-256 of its secret seed. */
export const commitmentSchema = z.object({ algorithm: z.string(), commitment: z.string() });
export type Commitment = z.output<typeof commitmentSchema>;

export const gameCreatedSchema = z
  .object({
    type: z.literal('GameCreated'),
    gameId: gameIdSchema,
    game: z.enum(gameNames),
    config: z.record(z.string(), z.unknown()),
    creator: joinerSchema,
    /** Absent only in games stored before fairness was recorded. */
    fairness: commitmentSchema.optional().describe('What the server committed to: the algorithm and the SHA-256 of its secret seed.'),
  })
  .describe('A game was created.');

export const playerJoinedSchema = z
  .object({
    type: z.literal('PlayerJoined'),
    player: joinerSchema,
    /** Set when the seat is a bot's (POST /games/{id}/bots). */
    bot: z.enum(BOT_LEVELS).optional().describe("Set when the seat is a bot's: its level."),
  })
  .describe('A player (or a bot) took the next seat.');

/** A player gave up their seat in the lobby: the seats after it move up by one. */
export const playerLeftSchema = z
  .object({ type: z.literal('PlayerLeft'), playerId: playerIdSchema })
  .describe('A player gave up their seat in the lobby: the seats after it moved up by one.');

export const gameStartedSchema = z.object({ type: z.literal('GameStarted') }).describe('Seat 0 started the game.');

/** Seat 0 left the lobby: the game will never start (status `cancelled`). */
export const gameCancelledSchema = z
  .object({ type: z.literal('GameCancelled'), playerId: playerIdSchema })
  .describe('Seat 0 left the lobby: the game will never start.');

/** A seated player took a new name (PATCH /players/me): the seat shows it from then on. */
export const playerRenamedSchema = z
  .object({ type: z.literal('PlayerRenamed'), playerId: playerIdSchema, name: z.string() })
  .describe('A seated player took a new name: the seat shows it from then on.');

/**
 * The one new lobby of the same game and config that plays this ended game again, with its
 * creator at seat 0. Everything that game's GameCreated holds is here, so whoever finds it
 * first can store that game (see rematch.ts).
 */
export const rematchCreatedSchema = z
  .object({
    type: z.literal('RematchCreated'),
    rematch: gameIdSchema,
    creator: z.object({ playerId: playerIdSchema, name: z.string() }),
  })
  .describe('The new lobby that plays this ended game again, with its creator at seat 0.');

/**
 * The game is over (ended or cancelled) and its secret server seed is public: stored by the
 * command that ended it, right after the events that did.
 */
export const serverSeedRevealedSchema = z
  .object({
    type: z.literal('ServerSeedRevealed'),
    serverSeed: z.string().describe('The secret server seed, 64 lower-case hex characters.'),
  })
  .describe('The game is over and its server seed is public: every draw can be checked (docs/contract.md, Fairness).');

/** Dice or tiles were queued through the test hook (TEST_HOOKS=1), the first time for the game: its draws prove nothing. */
export const drawsRiggedSchema = z
  .object({ type: z.literal('DrawsRigged') })
  .describe('Dice or tiles were queued through the test hook (the first rig of the game): its draws prove nothing.');

export type GameCreated = z.output<typeof gameCreatedSchema>;
export type PlayerJoined = z.output<typeof playerJoinedSchema>;

/** The platform's events in the order the events list shows them; no game's rules fold, redact or upcast them. */
export const platformEventSchemas = [
  gameCreatedSchema,
  playerJoinedSchema,
  playerLeftSchema,
  gameStartedSchema,
  gameCancelledSchema,
  playerRenamedSchema,
  drawsRiggedSchema,
  serverSeedRevealedSchema,
  rematchCreatedSchema,
] as const;
export type PlatformEvent = z.output<(typeof platformEventSchemas)[number]>;

/** Any registered game's own events, PlayerResigned and GameEnded among them (the registry derives them). */
export type { GameEvent };

/** Any event before it is stored: a platform or a game event. */
export type Unstamped = PlatformEvent | GameEvent;

/** Any event as stored, stamped with the time it took effect (ms), in today's shape: what `evolve` folds. */
export type StoredEvent = Unstamped & { readonly at: number };

/**
 * An event as an item holds it, in the shape of the EVENT_SCHEMA the item was written with:
 * `inTodaysShape` (upcast.ts) reads it as a StoredEvent.
 */
export type WrittenEvent = { readonly type: string; readonly at: number } & Record<string, unknown>;

const platformTypes: ReadonlySet<string> = new Set(platformEventSchemas.map((schema) => schema.shape.type.value));

/** Each member of a union on its own, so that `type` tells them apart again. */
type EachOf<T> = T extends unknown ? T : never;

/**
 * The platform's events, which no game's rules fold, redact or upcast: they keep their shape
 * under every EVENT_SCHEMA, so an event as written (WrittenEvent) is one of them as it is.
 */
export const isPlatformEvent = <E extends { readonly type: string }>(event: E): event is EachOf<E & PlatformEvent> =>
  platformTypes.has(event.type);
