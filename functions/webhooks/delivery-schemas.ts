/**
 * What a receiver gets (docs/contract.md, Webhooks; Standard Webhooks): the body of each delivery type,
 * for openapi.yaml's `webhooks` section. Payloads are thin: ids, the step and the result, never
 * a board, so nothing the rules hide can travel in them.
 */
import * as z from 'zod';
import { Pot, steps } from '../contract/platform.ts';
import { gameList } from '../contract/game-list.ts';
import { GameId, PlayerId, Result, Timestamp, Version } from '../contract/shared.ts';
import type { DeliveryType } from './types.ts';

const game = {
  gameId: GameId,
  version: Version.describe('The version of the game this event happened at.'),
  appPlayers: z
    .array(
      z
        .object({
          playerId: PlayerId,
          externalId: z
            .string()
            .nullable()
            .describe('The id the app knows the player by; null for one who signed up with the publishable key.'),
        })
        .meta({ id: 'SeatedAppPlayer' }),
    )
    .optional()
    .describe(
      "Only in a delivery to an app's subscription: the app's players seated in the game (for `match.found` and `turn.reminder`, the one player it is about).",
    ),
};

export const deliveryData = {
  'game.started': z
    .object({
      ...game,
      game: z.string().describe(`${gameList}.`),
      players: z.array(z.object({ playerId: PlayerId, seat: z.int().min(0) })),
    })
    .describe('The game started: its seats.'),
  'turn.started': z
    .object({
      ...game,
      playerId: PlayerId.describe('The thrower, or the player whose turn it is.'),
      step: z.enum(steps),
      awaiting: z.array(PlayerId).describe('Who the game waits for now.'),
      deadline: Timestamp.nullable().describe('When the step runs out.'),
    })
    .describe('A new step began: who is awaited, the step and its deadline.'),
  'game.ended': z
    .object({
      ...game,
      result: Result,
      pot: Pot,
      serverSeed: z
        .string()
        .nullable()
        .describe('The revealed server seed (docs/contract.md, Fairness); null only for a game stored before fairness.'),
    })
    .describe('The game ended: scores, every tied winner, the pot with its shares, and the revealed server seed.'),
  'player.resigned': z
    .object({ ...game, playerId: PlayerId.describe('The player who resigned.') })
    .describe('A player left the game for good.'),
  'match.found': z
    .object({
      ...game,
      ticketId: z.string().describe("The subscriber's quick-match ticket, now `matched`."),
    })
    .describe("Quick match made a table for the subscriber's ticket: its game, created and started (version 1)."),
  'turn.reminder': z
    .object({
      ...game,
      playerId: PlayerId.describe('The player reminded: the step still awaits them.'),
      deadline: Timestamp.describe('When the step runs out.'),
    })
    .describe(
      "The step awaiting the player runs out soon: 1 hour before its deadline, and 24 hours before in a step of 2 days or more. Sent to the player's own subscriptions and their app's.",
    ),
  ping: z
    .object({ webhookId: z.string().describe('The subscription pinged.') })
    .describe('A ping carries no game: its data names the subscription.'),
} satisfies Record<DeliveryType, z.ZodObject>;

export const deliveryTypes = Object.keys(deliveryData) as DeliveryType[];

/** The body of one delivery: Standard Webhooks' id, type, timestamp and data. */
export const deliveryBody = (type: DeliveryType) =>
  z
    .object({
      id: z.string().describe('The webhook-id: the same on every attempt of one event, so a receiver can drop repeats.'),
      type: z.literal(type),
      timestamp: Timestamp.describe('When it happened.'),
      data: deliveryData[type],
    })
    .meta({ id: `${type.replace(/(^|\.)(\w)/g, (_, _dot: string, c: string) => c.toUpperCase())}Delivery` });
