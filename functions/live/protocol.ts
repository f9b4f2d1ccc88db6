/**
 * The live-updates protocol (docs/contract.md, Live updates): what a client may send, what the server
 * sends back. The handlers validate with these schemas, and docs/live-updates.md documents them.
 */
import * as z from 'zod';
import type { GameView } from '../../domain/platform/index.ts';

/** A connection may follow this many games at once (docs/contract.md); one more is `invalid-request`. */
export const MAX_GAMES_PER_CONNECTION = 20;

/** A token is looked up only if it could be one (the HTTP edge takes up to 512 characters). */
const Token = z.string().min(1).max(512);
const GameId = z.string().min(1).max(100);

export const SubscribeMessage = z.strictObject({
  action: z.literal('subscribe'),
  gameId: GameId,
  after: z.int().min(0).optional().describe('Send every version after this one (default: the current version, so nothing old).'),
  token: Token.optional().describe('Follow as the player this token names; without it, as a spectator.'),
});
export const UnsubscribeMessage = z.strictObject({ action: z.literal('unsubscribe'), gameId: GameId });
export const PingMessage = z.strictObject({ action: z.literal('ping') });

/** The actions a client may send, as API Gateway's route selection (`$request.body.action`) reads them. */
export const actions = ['subscribe', 'unsubscribe', 'ping'] as const;

/** The contract's codes for what the client sent (`rate-limited`: a subscribe past its fair-share budget), and `unavailable` for a failure of ours (nothing was done). */
export type LiveErrorCode = 'unauthenticated' | 'game-not-found' | 'invalid-request' | 'rate-limited' | 'unavailable';

export type ServerMessage =
  | { type: 'subscribed'; gameId: string; version: number }
  | { type: 'unsubscribed'; gameId: string }
  | { type: 'pong' }
  | { type: 'update'; gameId: string; version: number; events: Record<string, unknown>[]; game: GameView }
  | { type: 'error'; code: LiveErrorCode; detail: string; gameId?: string };

/** A refusal of what the client sent: answered as an `error` message, the connection stays open. */
export class LiveError extends Error {
  constructor(
    readonly code: LiveErrorCode,
    readonly detail: string,
    readonly gameId?: string,
  ) {
    super(detail);
  }

  toMessage(): ServerMessage {
    return { type: 'error', code: this.code, detail: this.detail, ...(this.gameId !== undefined && { gameId: this.gameId }) };
  }
}
