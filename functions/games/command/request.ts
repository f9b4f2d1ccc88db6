/** What a command asks of the command flow (command-service.ts), and what becomes of it. */
import type * as z from 'zod';
import type { GameState, StoredEvent } from '../../../domain/platform/index.ts';
import type { Draws, Violation } from '../../../domain/kernel/index.ts';
import type { Authenticated } from '../../players/players.ts';

/** The decision on the newest state (after any overdue defaults): new events, or the rule they break. */
export type Decide = (state: GameState, now: number, draws: Draws) => StoredEvent[] | Violation;

/** A command body that is not one of its game's commands, and why. */
export interface InvalidCommand {
  readonly invalid: z.ZodError;
}

export type CommandRequest = (
  | { decide: Decide }
  /** Turns the game, as first loaded, into the decision: once, however often a race makes the command run again. */
  | { prepare: (state: GameState) => Decide | InvalidCommand }
) & {
  actor?: string;
  /**
   * The player the request acts for: a token resting on the warm cache must still be there when
   * the item is written, a condition of the write itself (token.ts); a replaced one is `TokenRevoked`.
   */
  credential?: Authenticated;
  /** With it, a game that has moved on is a version conflict instead of a retry. */
  expectedVersion?: number;
  idempotency?: { key: string; requestHash: string };
};

/** What became of a command. Errors are values here: the HTTP edge turns refusals into problem+json. */
export type CommandOutcome =
  /** Stored as the next version (or nothing to store: a no-op), and the game after it. */
  | { kind: 'applied'; state: GameState }
  /** The same Idempotency-Key and body came before: nothing applied, the game as that command left it. */
  | { kind: 'replayed'; state: GameState }
  /** The rules refuse it; nothing is stored. */
  | { kind: 'refused'; violation: Violation }
  /** The body is no command of this game. */
  | { kind: 'invalid'; game: string; error: z.ZodError }
  /** The game moved on past `expectedVersion`, or the Idempotency-Key came with another body. */
  | { kind: 'conflict'; with: 'version' | 'idempotency-key'; detail: string }
  | { kind: 'not-found'; gameId: string };

/** A step's refusal: nothing stored, and the answer unless the command's key was used before (answer.ts). */
export type NotApplied = Extract<CommandOutcome, { kind: 'refused' | 'invalid' | 'conflict' }>;
